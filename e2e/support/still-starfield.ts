// Holds the starfield's twinkle still in every e2e page. The twinkle is decoration behind every page
// (site/src/components/layout/Starfield.astro: a CSS opacity animation without end and without JS),
// and headless Chromium composites it in software 60 times a second for as long as a page is open:
// about half a core for the whole run, on a 2-core machine where the tests wait for that CPU. Nothing
// a test checks moves with it; site-interaction.e2e.ts checks the starfield itself (its stars, and no
// animation when reduced motion is preferred), and other motion (toasts, spinners, the whitelist card)
// runs as a visitor sees it.
import type { BrowserContext } from 'playwright-core';

/**
 * Pauses the twinkle before any page script runs. A constructed stylesheet, not a <style> element:
 * the page's CSP (hashes of Astro's own inline code) would refuse an inline style and log the refusal
 * as a console error, which many tests count.
 */
const PAUSE_TWINKLE = `(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('.starfield .twinkle { animation-play-state: paused !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})();`;

export async function holdStarfieldStill(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: PAUSE_TWINKLE });
}
