// The inline SVG icons content may name (features.yaml `icon`); drawn by components/Icon.astro.
export const ICON_NAMES = [
  'bolt',
  'coins',
  'percent',
  'lock',
  'flame',
  'image',
  'gamepad',
  'shield',
  'users',
  'rocket',
  'chat',
  'mail',
  'x',
  'check',
  'clock',
  'document',
  'star',
  'chart',
  'menu',
  'close',
  'external',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
