// Joins class names, skipping falsy ones (the house `cn()` helper for islands).

/** Joins the truthy class names with spaces. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
