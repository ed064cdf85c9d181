// React twin of components/LoadingIndicator.astro for islands: same artwork, classes and animation.
import { LOADING_ART, LOADING_SIZE, type LoadingVariant } from '../lib/ui/loading-art';

/** An animated rocket or logo with a "Loading..." status text. */
export function LoadingIndicator({
  variant = 'rocket',
  size = LOADING_SIZE.default,
  label = 'Loading...',
}: {
  variant?: LoadingVariant;
  size?: number;
  label?: string;
}) {
  return (
    <div className="loading-indicator" role="status" data-variant={variant} data-slot="loading-indicator">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 64 64"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        // Static, trusted artwork from lib/ui/loading-art.ts; never user input.
        dangerouslySetInnerHTML={{ __html: LOADING_ART[variant] }}
      />
      <span className="loading-label">{label}</span>
    </div>
  );
}
