import { describe, expect, it } from 'vitest';
import { REFERRAL_SHARE_PLATFORMS } from '@core/referral-config';
import { referralLink, shareIntents, shareIntentUrl } from './share-intents';

const LINK = 'https://mrdx.example/r/AB12CD34';

describe('share intents', () => {
  it('offers every platform the share counter accepts, each carrying the encoded link', () => {
    const intents = shareIntents(LINK);
    expect(intents.map((intent) => intent.platform)).toEqual([...REFERRAL_SHARE_PLATFORMS]);
    for (const intent of intents) expect(intent.url).toContain(encodeURIComponent(LINK));
  });

  it('opens each platform composer', () => {
    expect(shareIntentUrl('twitter', LINK)).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(shareIntentUrl('telegram', LINK)).toMatch(/^https:\/\/t\.me\/share\/url\?url=/);
    expect(shareIntentUrl('whatsapp', LINK)).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(shareIntentUrl('facebook', LINK)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}`);
    expect(shareIntentUrl('mailto', LINK)).toMatch(/^mailto:\?subject=/);
  });

  it('joins the origin and the API path without doubling the slash', () => {
    expect(referralLink('https://mrdx.example', '/r/AB12CD34')).toBe(LINK);
  });
});
