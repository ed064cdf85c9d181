// The house `cn()` for islands: clsx joins conditional classes. It does not resolve conflicting
// Tailwind classes (tailwind-merge would add 8 KB gzip to every page with an island), so a kit component
// never lets a caller's `className` fight its defaults: a look that changes takes a prop (a size, a
// variant, a replaced frame), and `className` only adds layout such as margins and widths.
import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy ones. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
