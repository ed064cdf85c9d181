// The wizard's progress indicator: three numbered steps, the current one marked for assistive tech.
import type { WizardStep } from './wizard-form';

export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Personal Information',
  2: 'Choose Payment Method',
  3: 'Review & Confirm',
};

/** Shows steps 1 to 3 with `current` highlighted and the completed ones checked. */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <ol data-slot="step-indicator" aria-label="Contribution progress" className="mb-6 flex items-center gap-2">
      {([1, 2, 3] as const).map((step) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
        return (
          <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-1 items-center gap-2">
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                state === 'upcoming' ? 'border border-white/25 text-slate-300' : 'bg-gradient-to-r from-cyan-500 to-violet-600 text-white'
              }`}
            >
              {state === 'done' ? '✓' : step}
            </span>
            <span className={`hidden text-sm sm:inline ${state === 'current' ? 'font-semibold text-white' : 'text-slate-300'}`}>
              {STEP_TITLES[step]}
              {state === 'done' && <span className="sr-only"> (completed)</span>}
            </span>
            {step < 3 && <span aria-hidden="true" className="h-px flex-1 bg-white/20" />}
          </li>
        );
      })}
    </ol>
  );
}
