// Shapes of the community API answers (comments, chat, whitelist registration, newsletter), shared by
// the worker that sends them and the site islands that read them.
import type { CommentSentiment, CommentStatus } from '@core/comments';
import type { WhitelistMode } from '@core/schemas/community';

/** A page of a list: `page` is 1-based, `total` counts every row of the list. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** One approved comment as the landing page shows it (GET /api/comments). Text is plain: render it as text. */
export interface PublicComment {
  id: string;
  /** Username, or the part of the investor's email before the @. */
  author: string;
  comment: string;
  sentiment: CommentSentiment;
  /** ISO 8601. */
  createdAt: string;
}

/** The 201 body of POST /api/investor/comments. */
export interface CommentSubmitted {
  id: string;
  status: 'pending';
  sentiment: CommentSentiment;
  message: string;
}

/** One comment in the admin's Comments tab (GET /api/admin/comments). */
export interface ModeratedComment extends PublicComment {
  status: CommentStatus;
  investorEmail: string;
  moderatedAt: string | null;
  moderatedBy: string | null;
}

/** A page link the chat answer is grounded in. */
export interface ChatSource {
  title: string;
  url: string;
}

/** A passage of our content (FAQ, whitepaper, sale facts) or a live sale fact that answers the question. */
export interface ChatMatch extends ChatSource {
  answer: string;
}

/**
 * POST /api/chat: the model's answer with the pages it used; or, with no model's words (`offline`), the
 * live sale facts the question asks about (phase, end date, prices, minimums, caps, treasury: from the
 * server's state now) and the passages of our content that answer it. `message` is a notice shown with
 * the contact routes, null when facts or passages answer: the unavailable notice of core/chat.ts when nothing does
 * (no model configured), "I can only answer questions about the MRDX sale…" for another subject, or, with
 * a model, that our content does not hold the answer.
 */
export type ChatResponse =
  | { offline: false; answer: string; sources: ChatSource[] }
  | { offline: true; message: string | null; facts: ChatMatch[]; matches: ChatMatch[] };

/** POST /api/whitelist/register (201 new, 200 when this wallet and email were already registered together). */
export interface WhitelistRegistrationResponse {
  registered: true;
  walletAddress: string;
  /** This wallet's registration number, 1-based, in registration order (not a place: see `taken`). */
  position: number;
  /** Whitelist places taken: distinct wallets with a credited whitelist contribution (core/whitelist-places.ts). */
  taken: number;
  /** The whitelist's participant limit (admin setting). */
  limit: number;
  mode: WhitelistMode;
}

/** GET /api/whitelist/status/:wallet. */
export interface WhitelistStatusResponse {
  registered: boolean;
  /** Registration number, or null when not registered. */
  position: number | null;
  /** Whitelist places taken (credited wallets), as in WhitelistRegistrationResponse. */
  taken: number;
  limit: number;
  mode: WhitelistMode;
}

/** One registration in the admin list (GET /api/admin/whitelist-registrations). */
export interface WhitelistRegistrationRow {
  position: number;
  walletAddress: string;
  email: string;
  createdAt: string;
}

/** POST /api/newsletter: always the same answer, so it never reveals whether the address was known. */
export interface NewsletterSubscribeResponse {
  subscribed: true;
  email: string;
  /** A confirmation link is mailed (unless the address is already confirmed). */
  confirmationRequired: true;
}

/** GET /api/newsletter/confirm|unsubscribe?token=: whether the link can still be used (nothing changes). */
export interface EmailTokenStatus {
  valid: boolean;
  email: string | null;
}

/** POST /api/newsletter/confirm. */
export interface NewsletterConfirmed {
  confirmed: true;
  email: string;
}

/** POST /api/newsletter/unsubscribe. */
export interface NewsletterUnsubscribed {
  unsubscribed: true;
  email: string;
}
