// What a distribution service answers: its value, or a refusal in the admin's words with its kind. The
// services never choose an HTTP status; the routes do (routes/admin/distribution.ts).

/** Why a request was refused: it names nothing that exists, it conflicts with the state, or its input is not acceptable. */
export type RefusalKind = 'unknown' | 'conflict' | 'invalid';

export interface Refused {
  ok: false;
  kind: RefusalKind;
  reason: string;
}

export type Outcome<T> = { ok: true; value: T } | Refused;

export const refused = (kind: RefusalKind, reason: string): Refused => ({ ok: false, kind, reason });

export const accepted = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
