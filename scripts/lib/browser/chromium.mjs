// How Chromium is launched on this machine (Debian's /usr/bin/chromium, no sandbox, no network noise);
// shared by the e2e tests, the bench and lighthouse so all three measure the same browser.

/** Command-line flags for every Chromium we start. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium binary: $CHROME_PATH or Debian's package. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
