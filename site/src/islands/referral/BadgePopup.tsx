// The full-screen 'New Badge Unlocked!' popup (referral-investor-admin.md 2.7): a named modal dialog
// for 4 s ($newBadge closes it), dismissable with its button or Escape. Focus moves to the button and
// returns where it was; the icon bounces only without reduced motion.
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $newBadge, dismissNewBadge } from '../../stores/referral-badge';
import { Button } from '../ui/Button';
import { BadgeIcon } from './BadgeIcon';

/** Renders nothing until a new badge arrives. */
export function BadgePopup() {
  const badge = useStore($newBadge);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!badge) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissNewBadge();
      // one focusable control: keep Tab inside the dialog
      if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [badge]);

  if (!badge) return null;
  return (
    <div data-slot="badge-popup-backdrop" className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="badge-popup-title"
        aria-describedby="badge-popup-text"
        data-slot="badge-popup"
        className="w-full max-w-md rounded-2xl border border-amber-400/60 bg-gray-950 p-8 text-center shadow-2xl"
      >
        <BadgeIcon icon={badge.icon} className="mx-auto h-16 w-16 text-amber-300 motion-safe:animate-bounce" />
        <h2 id="badge-popup-title" className="mt-4 text-3xl font-bold text-amber-300">New Badge Unlocked!</h2>
        <p id="badge-popup-text" className="mt-3 text-gray-100">
          <span className="font-semibold text-white">{badge.name}</span>: {badge.description}
        </p>
        <Button ref={closeRef} variant="accent" className="mt-6" onClick={dismissNewBadge}>
          Close
        </Button>
      </div>
    </div>
  );
}
