// The full-screen 'New Badge Unlocked!' popup: the kit's modal dialog
// for 4 s ($newBadge closes it), dismissable with its button or Escape. Focus moves to the button and
// returns where it was; the icon bounces only without reduced motion.
import { useStore } from '@nanostores/react';
import { $newBadge, dismissNewBadge } from '../../stores/referral-badge';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { BadgeIcon } from './BadgeIcon';

/** Renders nothing until a new badge arrives. */
export function BadgePopup() {
  const badge = useStore($newBadge);
  if (!badge) return null;
  return (
    <Modal
      onClose={dismissNewBadge}
      closeButton={false}
      media={<BadgeIcon icon={badge.icon} className="mx-auto h-16 w-16 text-amber-300 motion-safe:animate-bounce" />}
      title="New Badge Unlocked!"
      titleClassName="mt-4 text-3xl font-bold text-amber-300"
      description={
        <>
          <span className="font-semibold text-white">{badge.name}</span>: {badge.description}
        </>
      }
      descriptionClassName="mt-3 text-base text-gray-100"
      frameClassName="w-[calc(100%-2rem)] max-w-md rounded-2xl border-amber-400/60 bg-gray-950 p-8 text-center shadow-2xl backdrop:bg-black/80"
      data-slot="badge-popup"
    >
      <Button variant="accent" className="mt-6" onClick={dismissNewBadge}>
        Close
      </Button>
    </Modal>
  );
}
