// A labelled input with an optional hint, used by every portal form.
import { useId, type ComponentProps } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: string;
};

/** Label above the input; the hint is announced as its description. */
export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div data-slot="field" className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg-soft">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="rounded-md border border-line-strong bg-field px-3 py-2 text-fg placeholder:text-faint focus-visible:border-accent-line focus-visible:outline-2 focus-visible:outline-focus"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
