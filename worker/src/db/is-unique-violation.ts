// The one test for "a UNIQUE index refused this write": D1 reports constraint failures only in the
// error's text, sometimes in its cause, so every caller that turns a race into an answer asks here.

/** Whether `error` is SQLite's "UNIQUE constraint failed" (in the message or in its cause). */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /UNIQUE constraint failed/i.test(text);
}
