// Tells a wallet's "user declined" apart from other failures (code 4001
// or a message containing "rejected"), without loading any wallet code.

/** True when the error means the person declined the request in their wallet. */
export function isWalletRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (code === 4001 || code === 'ACTION_REJECTED') return true;
  if (name === 'WalletSignTransactionError' && typeof message === 'string' && /declin|reject|cancel/i.test(message)) return true;
  return typeof message === 'string' && /rejected|declined|denied by user|user cancel/i.test(message);
}
