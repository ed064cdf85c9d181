// Shared class sets of the contribution flow's fields (buttons are islands/ui/Button.tsx).

export const INPUT =
  'mt-1 block w-full rounded-lg border border-white/20 bg-slate-950/70 px-3 py-2 text-slate-50 placeholder:text-slate-400 focus-visible:border-cyan-400 focus-visible:outline-2 focus-visible:outline-cyan-400 aria-[invalid=true]:border-red-400';

export const LABEL = 'block text-sm font-medium text-slate-200';

/** aria attributes tying an input to its error message. */
export function describedBy(errorId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : { 'aria-invalid': false as const };
}
