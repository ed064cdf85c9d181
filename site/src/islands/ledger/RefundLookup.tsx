// /ledger's refund lookup: a buyer without an account enters the wallet they paid from and sees what the
// treasury owes it back and what it already paid it (GET /api/ledger/refunds/:address). The answer is
// announced in a live region. `?refund-wallet=<address>` (REFUND_LOOKUP_PARAM, the refund mail's link)
// looks it up at once.
import { useEffect, useState, type FormEvent } from 'react';
import { REFUND_LOOKUP_PARAM } from '@core/api/refunds-wallet';
import { $refundLookup, lookUpRefunds } from '../../stores/refund-lookup';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useHydratedStore } from '../ui/use-hydrated';
import { WalletRefundsList } from '../refunds/WalletRefundsList';

/** What the lookup says when the treasury owes a wallet nothing and paid it nothing. */
export const NO_REFUNDS_TEXT = 'Nothing is owed to this wallet, and no refund has been paid to it.';

function LookupResult() {
  const state = useHydratedStore($refundLookup, { status: 'idle' });
  if (state.status === 'idle') return null;
  if (state.status === 'loading') return <p className="text-gray-300">Looking up the wallet…</p>;
  if (state.status === 'error') return <p className="text-rose-300" data-slot="refund-lookup-error">{state.message}</p>;
  const { data } = state;
  return (
    <div className="flex flex-col gap-3" data-slot="refund-lookup-answer">
      <p className="font-mono text-sm break-all text-gray-300">{data.wallet}</p>
      {data.owed.length === 0 && data.paid.length === 0 ? (
        <p className="text-gray-200" data-slot="refund-lookup-empty">{NO_REFUNDS_TEXT}</p>
      ) : (
        <WalletRefundsList refunds={data} owedTitle="Owed to this wallet" showWallet={false} />
      )}
    </div>
  );
}

/** The lookup island (client:visible): the form renders in the static page; results come after a submit. */
export function RefundLookup() {
  const [wallet, setWallet] = useState('');
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get(REFUND_LOOKUP_PARAM);
    if (linked) {
      setWallet(linked);
      void lookUpRefunds(linked);
    }
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUpRefunds(wallet);
  };
  return (
    <div className="flex flex-col gap-5" data-slot="refund-lookup">
      <form role="search" aria-label="Look up a wallet's refunds" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <TextField
          label="Wallet address you paid from"
          name={REFUND_LOOKUP_PARAM}
          autoComplete="off"
          spellCheck={false}
          required
          value={wallet}
          onChange={(event) => setWallet(event.target.value)}
          className="w-[28rem] max-w-full"
        />
        <Button type="submit" variant="outline">
          Look up
        </Button>
      </form>
      <div aria-live="polite" className="min-h-6">
        <LookupResult />
      </div>
    </div>
  );
}
