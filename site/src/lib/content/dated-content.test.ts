// Content that depends on the date says when it is true: no page or document states a planned quarter
// after the pre-sale as a date (it would be stale once the sale runs later); the roadmap computes
// those from the sale's real dates (core/roadmap.ts roadmapTimeline).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quarterStart } from '@core/roadmap';
import { CLAIMS } from '@core/sale-config';

const roadmap = parse(readFileSync('site/src/content/roadmap.yaml', 'utf8')) as { quarter: string; sale?: boolean; order: number }[];
const saleQuarter = roadmap.find((milestone) => milestone.sale)!.quarter;
/** Quarters planned from the pre-sale on: they move with the sale, so no text may state them. */
const movingQuarters = roadmap.filter((milestone) => quarterStart(milestone.quarter) >= quarterStart(saleQuarter)).map((milestone) => milestone.quarter);

describe('dated content', () => {
  it.each(['site/src/content/whitepaper/whitepaper.mdx', 'site/src/content/faq.yaml', 'site/src/content/features.yaml'])('%s states no planned quarter from the pre-sale on as a date', (path) => {
    const text = readFileSync(path, 'utf8');
    expect(movingQuarters.filter((quarter) => text.includes(quarter))).toEqual([]);
  });

  it('keeps no dated launch claim in the configuration', () => {
    expect(Object.values(CLAIMS).filter((value) => typeof value === 'string' && /Q[1-4] \d{4}/.test(value))).toEqual([]);
  });
});
