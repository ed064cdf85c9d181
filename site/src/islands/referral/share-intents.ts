// Share intents of the referral link: one URL per platform the
// share counter accepts, each opening the platform's own composer with the link and a short text.
import { TOKEN } from '@core/sale-config';
import { REFERRAL_SHARE_PLATFORMS } from '@core/referral-config';
import type { ReferralSharePlatform } from '@core/schemas/referral';

export const SHARE_LABELS: Record<ReferralSharePlatform, string> = {
  twitter: 'X (Twitter)',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  mailto: 'Email',
};

/** The message that goes with the link. */
export const shareText = () => `Join the ${TOKEN.symbol} pre-sale on Solana with my referral link:`;

/** The composer URL of `platform` for `link`. */
export function shareIntentUrl(platform: ReferralSharePlatform, link: string): string {
  const text = shareText();
  const q = encodeURIComponent;
  switch (platform) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(link)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${q(link)}&text=${q(text)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${text} ${link}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(link)}`;
    case 'mailto':
      return `mailto:?subject=${q(`${TOKEN.symbol} pre-sale invitation`)}&body=${q(`${text}\n${link}`)}`;
  }
}

/** Every platform with its label and URL, in the configured order. */
export const shareIntents = (link: string) =>
  REFERRAL_SHARE_PLATFORMS.map((platform) => ({ platform, label: SHARE_LABELS[platform], url: shareIntentUrl(platform, link) }));

/** The full share link: the page's origin plus the API's path (`/r/CODE`). */
export const referralLink = (origin: string, path: string) => `${origin}${path}`;
