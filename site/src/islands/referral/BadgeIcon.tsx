// The badges' icons (core/referral-config.ts REFERRAL_BADGES `icon`) as inline SVG, so they draw the same
// on every system (emoji fonts are not everywhere). Decorative: the badge's name is the text.
const PATHS: Record<string, string> = {
  sparkles: 'M12 2l1.8 5.2L19 9l-5.2 1.8L12 16l-1.8-5.2L5 9l5.2-1.8zM19 14l.9 2.1L22 17l-2.1.9L19 20l-.9-2.1L16 17l2.1-.9zM5 15l.7 1.6L7.3 17.3l-1.6.7L5 19.6l-.7-1.6-1.6-.7 1.6-.7z',
  star: 'm12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0zm14.5-10a3.5 3.5 0 1 0-1.6-6.6A6 6 0 0 1 15 11zm1.4 2.2A8.9 8.9 0 0 1 21 21h2a6 6 0 0 0-5.1-7.8z',
  megaphone: 'M3 10v4a1 1 0 0 0 1 1h2l4 5h2v-5l9 4V5l-9 4H4a1 1 0 0 0-1 1z',
  crown: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5zm2 13h14v2H5z',
};
const MEDAL = 'M12 8a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM8 2h8l-2 5h-4z';

/** The icon named `icon` (a medal for an unknown name), sized by `className`. */
export function BadgeIcon({ icon, className = 'h-6 w-6' }: { icon: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" className={className} data-slot="badge-icon">
      <path d={PATHS[icon] ?? MEDAL} />
    </svg>
  );
}
