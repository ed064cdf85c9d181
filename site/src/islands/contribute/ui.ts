// Shared Tailwind class sets of the contribution flow, so every button and field looks the same.

export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-cyan-500 to-violet-600 px-5 py-2.5 font-semibold text-white shadow hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-300 disabled:cursor-not-allowed disabled:opacity-60';

export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-white/20 px-5 py-2.5 font-medium text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-300 disabled:cursor-not-allowed disabled:opacity-60';

export const INPUT =
  'mt-1 block w-full rounded-lg border border-white/20 bg-slate-950/70 px-3 py-2 text-slate-50 placeholder:text-slate-400 focus-visible:border-cyan-400 focus-visible:outline-2 focus-visible:outline-cyan-400 aria-[invalid=true]:border-red-400';

export const LABEL = 'block text-sm font-medium text-slate-200';

/** aria attributes tying an input to its error message. */
export function describedBy(errorId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : { 'aria-invalid': false as const };
}
