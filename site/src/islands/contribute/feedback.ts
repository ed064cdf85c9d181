// Toasts and confetti of the contribution flow, through the site-wide stores: one toast region and
// one confetti for every island.
import { toast } from '../../stores/notices';
import { setConfetti } from '../../stores/wallet';

/** Shows a toast (the notices store keeps one at a time). */
export function showToast(title: string, description: string, variant: 'default' | 'destructive' = 'default'): void {
  toast({ title, description, variant });
}

/** Raises the confetti for a credited contribution. */
export function celebrate(): void {
  // Lowered first so a burst still on screen (from connecting the wallet) does not swallow this one.
  setConfetti(false);
  setConfetti(true);
}
