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

/** A FAQ answer offered when no AI provider is configured. */
export interface ChatMatch extends ChatSource {
  answer: string;
}

/**
 * POST /api/chat: the model's answer with the pages it used, or offline the live sale facts the question
 * asks about (phase, end date, prices, minimums, caps, treasury: from the server's state now), then the
 * offline notice (core/chat.ts) and the best FAQ matches.
 */
export type ChatResponse =
  | { offline: false; answer: string; sources: ChatSource[] }
  | { offline: true; message: string; facts: ChatMatch[]; matches: ChatMatch[] };

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
