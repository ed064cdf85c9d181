// A small spinning ring for buttons and waits; decorative, so hidden from assistive tech.
/** Inline spinner; the surrounding text says what is happening. */
export function Spinner({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" data-slot="spinner" className={`inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent ${className}`} />;
}
