// A Solana Pay QR code (transaction request or transfer request): an image the worker draws for the
// link (GET /api/payments/qr), so the page ships no QR encoder.
import { apiHref, paymentsApi } from '../../lib/api/clients';

/** Shows `url` as a scannable QR code (dark modules on white, quiet zone included); `label` is its text alternative. */
export function SolanaPayQr({ url, label }: { url: string; label: string }) {
  return (
    <div data-slot="solana-pay-qr" className="mx-auto aspect-square w-56 rounded-lg bg-white p-2">
      <img src={apiHref(paymentsApi.qr.$url({ query: { url } }))} alt={label} className="size-full" />
    </div>
  );
}
