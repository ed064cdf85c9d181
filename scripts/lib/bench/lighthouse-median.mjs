// Runs Lighthouse (mobile preset, performance only) several times per URL in one Chromium and reports
// the median performance score and cumulative layout shift (timings swing on this box; CLS is stable).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROME_PATH } from '../browser/chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** For each URL: { url, score (0..100), cls } as medians of `runs` Lighthouse runs; throws when a page cannot be scored. */
export async function lighthouseMedians(urls, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const url of urls) {
      const scores = [];
      const shifts = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`lighthouse could not score ${url}: ${result.lhr.runtimeError.code}`);
        scores.push(Math.round((result.lhr.categories.performance.score ?? 0) * 100));
        shifts.push(result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      }
      results.push({ url, score: median(scores), cls: median(shifts) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
