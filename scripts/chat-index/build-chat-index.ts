// Builds the chat assistant's index (worker/src/generated/chat-index.json) from our own content: the
// FAQ (with its {{tokens}} filled by the site's rules), the whitepaper split on its ## headings, and the
// sale facts. The JSON is committed; build-chat-index.test.ts fails when it is stale and rewrites it
// with `npm run chat-index`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ChatIndex, ChatPassage } from '@core/chat';
import { DEFAULT_CAPS } from '@core/sale-config';
import { fillContentTokens } from '../../site/src/lib/content/content-tokens';
import { SALE_FACTS, formatUsdWhole } from '../../site/src/lib/content/sale-facts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CHAT_INDEX_PATH = `${ROOT}worker/src/generated/chat-index.json`;
const FAQ_PATH = 'site/src/content/faq.yaml';
const WHITEPAPER_PATH = 'site/src/content/whitepaper/whitepaper.mdx';

interface FaqEntry {
  id: string;
  order: number;
  question: string;
  answer: string;
}

/** The heading's anchor as Astro (github-slugger) writes it for these plain headings. */
export function headingSlug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');
}

function faqPassages(source: string): ChatPassage[] {
  const entries = parse(source) as FaqEntry[];
  return [...entries]
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({
      id: `faq:${entry.id}`,
      kind: 'faq' as const,
      title: fillContentTokens(entry.question, `${FAQ_PATH} ${entry.id} question`),
      text: fillContentTokens(entry.answer, `${FAQ_PATH} ${entry.id} answer`).replace(/\s+/g, ' ').trim(),
      url: `/#faq-${entry.id}`,
    }));
}

/**
 * MDX to plain text: `{facts.x}` and `{formatUsdWhole(DEFAULT_CAPS.x)}` filled; tables, tags and markup
 * dropped; a line with any other expression is dropped whole (the sale-fact passages state those numbers).
 */
export function mdxToText(mdx: string): string {
  const facts = SALE_FACTS as Record<string, string>;
  const caps = DEFAULT_CAPS as Record<string, number>;
  return mdx
    .replace(/^(import|export) .*$/gm, '')
    .replace(/\{facts\.(\w+)\}/g, (_, name: string) => {
      if (!Object.hasOwn(facts, name)) throw new Error(`Unknown sale fact facts.${name} in ${WHITEPAPER_PATH}`);
      return facts[name]!;
    })
    .replace(/\{formatUsdWhole\(DEFAULT_CAPS\.(\w+)\)\}/g, (_, name: string) => formatUsdWhole(caps[name]!))
    .replace(/<table>[\s\S]*?<\/table>/g, '')
    .replace(/^.*\{.*$/gm, '')
    .replace(/<[^>]+>/g, '')
    .replace(/^\|[-| ]+\|$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/^#{3,6}\s+/gm, '')
    .replace(/\*\*|\*|`/g, '')
    .replace(/^\s*-\s+/gm, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function whitepaperPassages(source: string): ChatPassage[] {
  const body = source.replace(/^---[\s\S]*?---/, '');
  return body
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading = '', ...rest] = section.split('\n');
      const slug = headingSlug(heading);
      return { id: `whitepaper:${slug}`, kind: 'whitepaper' as const, title: heading.trim(), text: mdxToText(rest.join('\n')), url: `/whitepaper#${slug}` };
    });
}

function factPassages(): ChatPassage[] {
  const f = SALE_FACTS;
  const fact = (id: string, title: string, text: string, url: string): ChatPassage => ({ id: `facts:${id}`, kind: 'facts', title, text, url });
  return [
    fact('phases', 'Sale phases, token prices and contribution limits',
      `The ${f.tokenSymbol} pre-sale has a whitelist phase of ${f.whitelistDays} days at ${f.whitelistPrice} per token, with a ${f.teaserBonusPercent} token bonus on top (minimum contribution ${f.whitelistMinUsd}, at most ${f.whitelistMaxSol} per wallet, ${f.whitelistParticipants} participants), then an ICO of ${f.icoDays} days at ${f.icoPrice} per token (minimum contribution ${f.icoMinUsd}). The reference listing price is ${f.listingPrice}. Contributions are paid in SOL.`,
      '/whitepaper#tokenomics'),
    fact('targets', 'Fundraising soft cap, goal and hard cap',
      `The sale targets a soft cap of ${f.softCapUsd} and a goal of ${f.goalUsd}; it stops taking contributions at the hard cap of ${f.hardCapUsd}.`,
      '/whitepaper#tokenomics'),
    fact('token', 'Token supply, decimals, burn and fees',
      `${f.tokenName} (${f.tokenSymbol}) is an SPL token on Solana with a total supply of ${f.totalSupply} and ${f.decimals} decimals. ${f.burnedAtLaunchPercent} is burned at launch (circulating supply ${f.circulatingSupply}). The transaction fee is ${f.feeTotalPercent} (${f.feeTreasuryPercent} treasury, ${f.feeLiquidityPercent} liquidity); holders pay ${f.holderFeeDiscountPercent} less in platform fees.`,
      '/whitepaper#tokenomics'),
    fact('vesting', 'Token distribution and vesting',
      `Tokens are sent to the wallet you contributed from in unlocks counted from the end of the ICO, the last ${f.lastUnlockAfterDays} days after it. Whitelist buyers receive ${f.whitelistVestingSchedule}; ICO buyers receive ${f.icoVestingSchedule}.`,
      '/whitepaper#vesting'),
  ];
}

/** The whole index, from the files as they are now. */
export function buildChatIndex(read: (path: string) => string = (path) => readFileSync(`${ROOT}${path}`, 'utf8')): ChatIndex {
  return { version: 1, passages: [...faqPassages(read(FAQ_PATH)), ...whitepaperPassages(read(WHITEPAPER_PATH)), ...factPassages()] };
}

/** The file's exact text (stable formatting, so the staleness test compares strings). */
export function serializeChatIndex(index: ChatIndex): string {
  return `${JSON.stringify(index, null, 2)}\n`;
}
