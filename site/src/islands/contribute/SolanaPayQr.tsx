// A Solana Pay QR code (transaction request or transfer request); the QR encoder (uqr) is loaded only
// when this renders.
import { useEffect, useState } from 'react';
import { qrModulesToPath } from './qr-path';

/** Renders `url` as a scannable QR code (dark modules on white, quiet zone included); `label` names it for screen readers. */
export function SolanaPayQr({ url, label }: { url: string; label: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      const encoded = encode(url, { ecc: 'M', border: 2 });
      if (live) setQr({ size: encoded.size, path: qrModulesToPath(encoded.data) });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div data-slot="solana-pay-qr" className="mx-auto aspect-square w-56 rounded-lg bg-white p-2">
      {qr ? (
        <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label} shapeRendering="crispEdges" className="size-full">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      ) : (
        <span className="sr-only">Preparing QR code…</span>
      )}
    </div>
  );
}
