// A labelled native <select> (so phones open their own picker and the keyboard works as everywhere),
// with an optional hint and its error line, both announced as the control's description.
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

/** One choice: the value sent and the words shown. */
export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  /** Shown under the control, which is then marked invalid. */
  error?: string | null;
};

/** Options from a record of labels: `optionsOf({ open: 'Open' })` → `[{ value: 'open', label: 'Open' }]`. */
export function optionsOf(labels: Readonly<Record<string, string>>, order?: readonly string[]): SelectOption[] {
  return (order ?? Object.keys(labels)).map((value) => ({ value, label: labels[value] ?? value }));
}

/** Label above the select; `className` sizes the field (e.g. `w-48`). */
export function Select({ label, options, hint, error, className, id: givenId, ...select }: SelectProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="select-field" className={cn('flex max-w-full flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg-soft">
        {label}
      </label>
      <select
        id={id}
        data-slot="select"
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        className={cn('w-full rounded-md border bg-field px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-focus', error ? 'border-danger-line' : 'border-line-strong')}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" data-slot="error-line" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
