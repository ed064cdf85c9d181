// A manifest line's transactions on /ledger (payout and refund manifests alike): the one that paid it,
// and any earlier attempt of its batch that expired or failed before the batch was signed again.

interface ManifestTransactionsProps {
  signature: string | null;
  explorerUrl: string | null;
  expiredAttempts: { signature: string; status: 'expired' | 'failed'; explorerUrl: string }[];
  /** What paid it, for the link's screen-reader text ("payout", "refund"). */
  kind: string;
  /** The paying link's data-slot. */
  slot: string;
}

const short = (signature: string) => `${signature.slice(0, 8)}…`;

export function ManifestTransactions({ signature, explorerUrl, expiredAttempts, kind, slot }: ManifestTransactionsProps) {
  return (
    <div className="flex flex-col gap-1">
      {signature && explorerUrl ? (
        <a href={explorerUrl} target="_blank" rel="noopener noreferrer" className="font-mono text-violet-300 underline hover:text-violet-200" data-slot={slot}>
          {short(signature)}
          <span className="sr-only"> ({kind} transaction on Solana Explorer, opens in a new tab)</span>
        </a>
      ) : (
        <span className="text-gray-400">—</span>
      )}
      {expiredAttempts.length > 0 && (
        <ul className="text-xs text-gray-300" aria-label="Earlier attempts of its batch">
          {expiredAttempts.map((attempt) => (
            <li key={attempt.signature}>
              {attempt.status === 'expired' ? 'Expired, signed again: ' : 'Failed, signed again: '}
              <a href={attempt.explorerUrl} target="_blank" rel="noopener noreferrer" className="font-mono text-violet-300 underline">
                {short(attempt.signature)}
                <span className="sr-only"> (on Solana Explorer, opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
