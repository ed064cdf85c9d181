// The connect error texts the wallet widget has always shown, kept word for word, chosen from the wallet's error code or message.

export const REJECTED_MESSAGE = 'Wallet connection was rejected. Please try again and approve the connection.';
export const LOCKED_MESSAGE = 'Wallet is locked. Please unlock your wallet and try again.';

/** The alert text for a failed connect to `walletName`. */
export function connectErrorMessage(error: unknown, walletName: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? error ?? '');
  if (code === 4001 || /rejected/i.test(message)) return REJECTED_MESSAGE;
  if (code === -32603) return LOCKED_MESSAGE;
  return `Failed to connect to ${walletName}. Please make sure it's unlocked and try again.`;
}
