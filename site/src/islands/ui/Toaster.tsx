// Renders the portal toasts: polite for confirmations, assertive for failures.
import { useStore } from '@nanostores/react';
import { $portalToasts, dismissToast, type PortalToast } from '../../stores/portal-toasts';

function ToastItem({ toast }: { toast: PortalToast }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-slot="toast"
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? 'border-red-500/60 bg-red-950 text-red-50' : 'border-cyan-500/40 bg-slate-900 text-gray-100'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
      </div>
      <button type="button" onClick={() => dismissToast(toast.id)} className="rounded px-2 text-lg leading-none hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-cyan-300" aria-label={`Dismiss: ${toast.title}`}>
        ×
      </button>
    </div>
  );
}

/** The toast regions; mount once per page. */
export function Toaster() {
  const toasts = useStore($portalToasts);
  const polite = toasts.filter((toast) => toast.variant === 'default');
  const assertive = toasts.filter((toast) => toast.variant === 'destructive');
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {polite.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {assertive.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
      </div>
    </div>
  );
}
