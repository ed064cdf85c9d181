// The one dialog of the islands: a native modal <dialog>, so the browser keeps focus inside it and
// makes the page behind inert. It is named by its title (and described by its description), Escape or
// its Close button calls onClose, and focus goes back to what opened it when it closes.
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/ui/cn';
import { Button } from './Button';

type ModalProps = Omit<ComponentProps<'dialog'>, 'open' | 'title' | 'onClose' | 'onCancel'> & {
  /** Shown while true (default: while mounted, for a dialog rendered only when needed). */
  open?: boolean;
  /** Escape and Close ask the owner to close; the owner's state decides. */
  onClose: () => void;
  /** The dialog's accessible name, as its heading. */
  title: ReactNode;
  /** A line under the title that describes the dialog. */
  description?: ReactNode;
  /** Above the title, e.g. an icon. */
  media?: ReactNode;
  /** The header's Close button; a dialog with its own way out (Cancel) leaves it out. */
  closeButton?: boolean;
  /** A wide dialog for tables. */
  wide?: boolean;
  /** A narrow dialog for a short question. */
  narrow?: boolean;
  /** Replaces the consoles' frame (width, border colour, background, padding) for a branded dialog. */
  frameClassName?: string;
  /** Replaces the title's default look. */
  titleClassName?: string;
  /** Replaces the description's default look. */
  descriptionClassName?: string;
};

// The consoles' frame; a branded dialog passes its own whole frame instead (no class merging, see cn).
const CONSOLE_FRAME = 'w-[calc(100%-2rem)] rounded-lg border-line-strong bg-surface p-6 backdrop:bg-scrim/70';

/** A modal dialog; its children follow the title and description. */
export function Modal({ open = true, onClose, title, description, media, closeButton = true, wide = false, narrow = false, frameClassName, className, titleClassName, descriptionClassName, children, ...props }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const heading = (
    <h2 id={`${id}-title`} className={titleClassName ?? 'text-lg font-semibold'}>
      {title}
    </h2>
  );
  return (
    <dialog
      ref={ref}
      data-slot="modal"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto max-h-[90vh] overflow-y-auto border text-fg',
        frameClassName ?? cn(CONSOLE_FRAME, wide ? 'max-w-4xl' : narrow ? 'max-w-md' : 'max-w-lg'),
        className,
      )}
      {...props}
    >
      {media}
      {closeButton ? (
        <div className="mb-4 flex items-start justify-between gap-4">
          {heading}
          <Button type="button" variant="subtle" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        heading
      )}
      {description && (
        <p id={`${id}-description`} className={descriptionClassName ?? 'mt-2 text-sm text-muted'}>
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
