// The house `cn()` for islands: clsx joins conditional classes, tailwind-merge lets a later class
// (a caller's `className`) override a conflicting one from a component's defaults.
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, dropping falsy ones; later Tailwind classes win conflicts. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
