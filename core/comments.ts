// Investor comment rules shared by the site (live preview, list rendering) and POST /api/investor/comments.

/** Words that make a comment negative, matched case-insensitively anywhere in the text. */
export const NEGATIVE_WORDS = ['bad', 'terrible', 'scam', 'fraud', 'worst', 'horrible', 'awful', 'disappointing', 'useless'] as const;

export type CommentSentiment = 'positive' | 'negative';
export type CommentStatus = 'pending' | 'approved' | 'rejected';
export const COMMENT_STATUSES: readonly CommentStatus[] = ['pending', 'approved', 'rejected'];

/**
 * The rule the site has always applied, kept literal: negative if the text contains any listed word (as a substring, like
 * the original client, so "scammers" counts), otherwise positive.
 */
export function commentSentiment(text: string): CommentSentiment {
  const lower = text.toLowerCase();
  return NEGATIVE_WORDS.some((word) => lower.includes(word)) ? 'negative' : 'positive';
}

/** The public author name: the investor's chosen username, else the part of the email before the @. */
export function commentAuthor(email: string, username: string | null): string {
  if (username) return username;
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/** The avatar letter: the first letter of the author name, upper-cased ('?' for an empty name). */
export function commentAvatarLetter(author: string): string {
  return (Array.from(author)[0] ?? '?').toUpperCase();
}

export const COMMENT_LIMITS = {
  minLength: 2,
  maxLength: 1_000,
  /** Posts per investor per window (exact, counted in D1). */
  postsPerWindow: 3,
  windowMs: 10 * 60 * 1000,
  /** List polling interval of the landing page. */
  pollMs: 30_000,
  pageSize: 20,
  maxPageSize: 100,
} as const;

/** The comment form's and list's strings, kept word for word as the site has always shown them. */
export const COMMENT_MESSAGES = {
  missingTitle: 'Missing information',
  missing: 'Please enter your email and comment',
  tooShort: `Your comment must be at least ${COMMENT_LIMITS.minLength} characters`,
  tooLong: `Your comment must be at most ${COMMENT_LIMITS.maxLength.toLocaleString('en-US')} characters`,
  accessDeniedTitle: 'Access denied',
  accessDenied: 'Only investors can post comments',
  submittedTitle: 'Comment submitted',
  submitted: 'Your comment has been submitted for review.',
  errorTitle: 'Error',
  failed: 'Failed to submit comment',
  tooMany: 'You can post at most 3 comments every 10 minutes. Please wait a moment.',
  submitting: 'Submitting...',
  empty: 'No comments yet. Be the first to share your thoughts!',
  verifiedHint: 'verified investor',
  notInvestorHint: 'not an investor',
  notFound: 'Comment not found',
} as const;
