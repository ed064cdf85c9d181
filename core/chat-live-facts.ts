// The assistant's live sale facts: what a question asks about (phase, end date, prices, minimums, caps,
// treasury) and the answer in words from the server's state at that moment, so "when does the sale
// end?" gets the date even without an AI provider, and a provider gets the same facts as context.
import { formatSol, formatUsd, formatUsdPrice, formatUsdWhole } from '@core/format/money';
import { formatPercent } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { PHASES, type PhaseName } from '@core/sale-config';
import { placesTakenText } from '@core/whitelist-places';

export const LIVE_SALE_TOPICS = ['phase', 'end', 'price', 'minimum', 'caps', 'treasury'] as const;
export type LiveSaleTopic = (typeof LIVE_SALE_TOPICS)[number];

/** The sale as the server sees it when the question arrives (dates as ms epoch). */
export interface LiveSaleFacts {
  now: number;
  initialized: boolean;
  phase: PhaseName;
  whitelistStartsAt: number | null;
  whitelistEndsAt: number | null;
  icoEndsAt: number | null;
  /** Contributions are taken now (open window, below the hard cap). */
  accepting: boolean;
  /** USD per SOL, or null while no fresh price is known. */
  solUsd: number | null;
  whitelistMaxSol: string;
  whitelistPlacesTaken: number;
  whitelistMaxParticipants: number;
  raisedUsd: number;
  softCapUsd: number;
  goalUsd: number;
  hardCapUsd: number;
  treasury: string;
}

/** One live answer, shaped like a FAQ match (title, text, the page it belongs to). */
export interface LiveSaleAnswer {
  topic: LiveSaleTopic;
  title: string;
  answer: string;
  url: string;
}

/** Words (whole, lower-case) that make a question about each topic. */
const TOPIC_WORDS: Record<LiveSaleTopic, RegExp> = {
  phase: /\b(phase|phases|stage|round|current(ly)?|now|today|live|running|status|start|starts|started|begin|begins|open|opens)\b/,
  end: /\b(end|ends|ending|ended|close|closes|closing|closed|finish|finishes|over|deadline|until|long|left|remaining)\b/,
  price: /\b(price|prices|priced|cost|costs|worth|listing)\b|\bhow much (is|are|does|do) (one |a |an |the )?(mrdx|tokens?)\b/,
  minimum: /\b(minimum|min|least|smallest|maximum|max|limit|limits|most|lowest)\b/,
  caps: /\b(cap|caps|softcap|hardcap|goal|target|raised|raise|raising|funding|fundraising|progress|places|spots|participants)\b/,
  treasury: /\b(treasury|address|send|pay|paying|payment|deposit|transfer)\b/,
};

/** Whether one word of a question is one the live facts answer to ("treasury", "deadline"). */
export function isLiveTopicWord(word: string): boolean {
  return LIVE_SALE_TOPICS.some((topic) => TOPIC_WORDS[topic].test(word.toLowerCase()));
}

/** The topics `question` asks about, in LIVE_SALE_TOPICS order (none for anything else). */
export function liveSaleTopics(question: string): LiveSaleTopic[] {
  const text = question.toLowerCase();
  return LIVE_SALE_TOPICS.filter((topic) => TOPIC_WORDS[topic].test(text));
}

const when = (ms: number | null) => formatDateTimeUtc(ms);

function phaseAnswer(facts: LiveSaleFacts): string {
  const wl = PHASES.WHITELIST;
  const ico = PHASES.ICO;
  if (!facts.initialized) {
    return `The sale has not started yet: its dates are not set. It opens with the whitelist phase (${wl.durationDays} days at ${formatUsdPrice(wl.tokenPrice)} per MRDX), then the ICO (${ico.durationDays} days at ${formatUsdPrice(ico.tokenPrice)}).`;
  }
  const closed = facts.accepting ? '' : ' Contributions are closed: the hard cap is reached.';
  if (facts.phase === 'WHITELIST') {
    return `The whitelist phase is running since ${when(facts.whitelistStartsAt)}, until ${when(facts.whitelistEndsAt)}; the ICO phase follows until ${when(facts.icoEndsAt)}.${closed}`;
  }
  if (facts.phase === 'ICO') return `The ICO phase is running since ${when(facts.whitelistEndsAt)}, until ${when(facts.icoEndsAt)}.${closed}`;
  return `The sale has ended (${when(facts.icoEndsAt)}). The listing reference price is ${formatUsdPrice(PHASES.LISTING.tokenPrice)}.`;
}

function endAnswer(facts: LiveSaleFacts): string {
  if (!facts.initialized) return 'The sale has no end date yet: its dates are set when it starts.';
  if (facts.phase === 'LISTING') return `The sale ended on ${when(facts.icoEndsAt)}.`;
  const days = Math.max(0, Math.ceil(((facts.icoEndsAt ?? facts.now) - facts.now) / 86_400_000));
  const whitelist = facts.phase === 'WHITELIST' ? ` The whitelist phase ends before it, on ${when(facts.whitelistEndsAt)}.` : '';
  return `The sale ends on ${when(facts.icoEndsAt)}, in ${days} ${days === 1 ? 'day' : 'days'}, or earlier if the hard cap is reached.${whitelist}`;
}

function priceAnswer(facts: LiveSaleFacts): string {
  const wl = PHASES.WHITELIST;
  const name = facts.phase === 'ICO' ? 'ICO' : 'whitelist';
  const current = facts.initialized && facts.phase !== 'LISTING' ? ` Now, in the ${name} phase: ${formatUsdPrice(PHASES[facts.phase].tokenPrice)}.` : '';
  return `One MRDX costs ${formatUsdPrice(wl.tokenPrice)} in the whitelist phase (plus a ${formatPercent(wl.bonusPercent)} token bonus) and ${formatUsdPrice(PHASES.ICO.tokenPrice)} in the ICO; the listing reference price is ${formatUsdPrice(PHASES.LISTING.tokenPrice)}.${current}`;
}

function minimumAnswer(facts: LiveSaleFacts): string {
  const phase = facts.phase === 'ICO' ? 'ICO' : 'WHITELIST';
  const minimum = PHASES[phase].minContributionUSD;
  const inSol = facts.solUsd ? ` Now that is about ${formatSol(minimum / facts.solUsd, 3)} SOL at ${formatUsd(facts.solUsd)} per SOL.` : '';
  return `The minimum contribution is ${formatUsdWhole(PHASES.WHITELIST.minContributionUSD)} in the whitelist phase and ${formatUsdWhole(PHASES.ICO.minContributionUSD)} in the ICO, paid in SOL.${inSol} During the whitelist each wallet may contribute at most ${facts.whitelistMaxSol} SOL, and ${placesTakenText(facts.whitelistPlacesTaken, facts.whitelistMaxParticipants)}.`;
}

function capsAnswer(facts: LiveSaleFacts): string {
  const percent = facts.goalUsd > 0 ? Math.floor((facts.raisedUsd / facts.goalUsd) * 100) : 0;
  return `The soft cap is ${formatUsdWhole(facts.softCapUsd)}, the goal ${formatUsdWhole(facts.goalUsd)} and the hard cap ${formatUsdWhole(facts.hardCapUsd)}; ${formatUsd(facts.raisedUsd)} is raised so far (${formatPercent(percent)} of the goal). Whitelist: ${placesTakenText(facts.whitelistPlacesTaken, facts.whitelistMaxParticipants)}.`;
}

function treasuryAnswer(facts: LiveSaleFacts): string {
  return `The treasury wallet is ${facts.treasury}. Pay through the contribution form, with your wallet or the Solana Pay QR code, so the payment carries your contribution's reference: a transfer typed by hand to this address cannot be matched to you.`;
}

const ANSWERS: Record<LiveSaleTopic, { title: string; url: string; answer: (facts: LiveSaleFacts) => string }> = {
  phase: { title: 'Sale phase now', url: '/#contribute', answer: phaseAnswer },
  end: { title: 'When the sale ends', url: '/#contribute', answer: endAnswer },
  price: { title: 'Token prices', url: '/ico', answer: priceAnswer },
  minimum: { title: 'Minimum and maximum contribution', url: '/#contribute', answer: minimumAnswer },
  caps: { title: 'Caps and money raised', url: '/ledger', answer: capsAnswer },
  treasury: { title: 'Treasury wallet and how to pay', url: '/#contribute', answer: treasuryAnswer },
};

/** The live answers for `topics` (every topic by default: the provider's context). */
export function liveSaleAnswers(facts: LiveSaleFacts, topics: readonly LiveSaleTopic[] = LIVE_SALE_TOPICS): LiveSaleAnswer[] {
  return topics.map((topic) => ({ topic, title: ANSWERS[topic].title, url: ANSWERS[topic].url, answer: ANSWERS[topic].answer(facts) }));
}
