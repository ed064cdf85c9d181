// What a service answers when it will not do what was asked: the kind of refusal and the message a
// person may read. Services return refusals and never throw HTTP statuses; a route decides what a
// refusal answers (usually through failWith in http-error.ts, which maps each kind to its status).

/** Why a service refused, in the service's terms; the route picks the HTTP status. */
export type RefusalKind =
  /** The request itself breaks a rule (a value out of range, an order of dates). */
  | 'invalid'
  /** The caller may not do this. */
  | 'forbidden'
  | 'not found'
  /** The state does not allow it now (already done, changed meanwhile, full). */
  | 'conflict'
  /** Too many attempts; `retryAfterSeconds` says when to come back. */
  | 'too many'
  /** Something the service needs is missing right now (a price, a provider). */
  | 'unavailable'
  /** An outside provider answered something unusable. */
  | 'provider error'
  /** An outside provider did not answer in time. */
  | 'provider timeout';

export interface Refusal {
  refused: RefusalKind;
  message: string;
  retryAfterSeconds?: number;
}

/** A refusal of `kind` with `message`. */
export function refusal(kind: RefusalKind, message: string, retryAfterSeconds?: number): Refusal {
  return retryAfterSeconds === undefined ? { refused: kind, message } : { refused: kind, message, retryAfterSeconds };
}

/** Whether a service's answer is a refusal. */
export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && typeof (value as Refusal).refused === 'string' && typeof (value as Refusal).message === 'string';
}
