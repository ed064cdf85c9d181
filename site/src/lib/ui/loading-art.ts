// SVG artwork of the loading indicator, shared by the Astro component and its React twin.

export type LoadingVariant = 'rocket' | 'logo';

/** Inner markup of a 64x64 viewBox; `loading-*` classes are animated in styles/global.css. */
export const LOADING_ART: Record<LoadingVariant, string> = {
  rocket: [
    '<g class="loading-rocket-body">',
    '<path d="M32 4c9 8 13 19 13 31v9H19v-9c0-12 4-23 13-31z" fill="#e5e7eb"/>',
    '<path d="M32 4c4 3.5 7 8 9 13H23c2-5 5-9.5 9-13z" fill="#a78bfa"/>',
    '<circle cx="32" cy="27" r="5" fill="#22d3ee" stroke="#141733" stroke-width="2"/>',
    '<path d="M19 34 10 46v6l9-6zM45 34l9 12v6l-9-6z" fill="#8b5cf6"/>',
    '<path class="loading-flame" d="M25 46h14l-3 8-4 8-4-8z" fill="#f59e0b"/>',
    '</g>',
  ].join(''),
  logo: [
    '<g class="loading-logo-spin">',
    '<circle cx="32" cy="32" r="29" fill="#141733" stroke="#a78bfa" stroke-width="4" stroke-dasharray="120 62"/>',
    '<path d="M40 14a20 20 0 1 0 10 30A16 16 0 0 1 40 14z" fill="#22d3ee"/>',
    '<circle cx="46" cy="20" r="3" fill="#fff"/>',
    '</g>',
  ].join(''),
};

/** Sizes offered by the indicator. */
export const LOADING_SIZE = { min: 30, max: 120, step: 10, default: 60 } as const;

/** `size` moved by `steps` (±1 = ±10 px), kept within 30..120. */
export function stepLoadingSize(size: number, steps: number): number {
  const next = size + steps * LOADING_SIZE.step;
  return Math.min(LOADING_SIZE.max, Math.max(LOADING_SIZE.min, next));
}
