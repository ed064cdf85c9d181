// The badges' icon names (core/sale-config.ts REFERRAL_BADGES) as the glyphs the referral pages draw.
const GLYPHS: Record<string, string> = { sparkles: '✨', star: '⭐', users: '👥', megaphone: '📣', crown: '👑' };

/** The glyph of `icon`, a medal for an unknown name. */
export const badgeGlyph = (icon: string): string => GLYPHS[icon] ?? '🏅';
