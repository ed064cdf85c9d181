// The toast region of the contribution flow: one toast at a time, announced politely.
import { useStore } from '@nanostores/react';
import { $wizardToast, dismissToast } from './feedback';

/** Renders the current wizard toast in a labelled live region. */
export function WizardToast() {
  const toast = useStore($wizardToast);
  return (
    <div role="region" aria-label="Notification" className="pointer-events-none fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]">
      <div aria-live="polite" aria-atomic="true">
        {toast && (
          <div
            data-slot="toast"
            data-variant={toast.variant}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
              toast.variant === 'destructive' ? 'border-red-500/60 bg-red-950 text-red-50' : 'border-white/15 bg-slate-900 text-slate-50'
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              <p className="mt-1 text-sm opacity-90">{toast.description}</p>
            </div>
            <button type="button" onClick={dismissToast} className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2" aria-label="Close notification">
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
