// An audit row's details as people read them: each field named in words and each figure through
// core/format (SOL from lamports, a stablecoin amount in its asset, USD from cents, MRDX from base units,
// dates in UTC, counts grouped), so the console never shows raw JSON or base units.
import { formatAssetDecimal } from '@core/asset-amount';
import { formatUsd, formatSol } from '@core/format/money';
import { formatCount, groupDecimal, unitsToDecimal } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { formatMrdx, TOKEN_DISPLAY_DECIMALS } from '@core/format/tokens';
import { STABLECOIN_SYMBOLS, type StablecoinSymbol } from '@core/payment-assets';
import { TOKEN } from '@core/sale-config';

/** One detail as the console shows it. */
export interface AuditDetailLine {
  label: string;
  value: string;
}

type Detail = Record<string, unknown>;
type Shown = (value: unknown, detail: Detail) => string;

const whole = (value: unknown): bigint | null => (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value)) ? BigInt(value) : null;
const sol: Shown = (value) => (whole(value) === null ? String(value) : `${formatSol(whole(value)!)} SOL`);
/** The stablecoin a row's money is in (`asset`, written beside a stablecoin's amount), or null for SOL. */
const stablecoinOf = (detail: Detail): StablecoinSymbol | null =>
  (STABLECOIN_SYMBOLS as readonly unknown[]).includes(detail.asset) ? (detail.asset as StablecoinSymbol) : null;
/**
 * An amount of the row's stablecoin in base units: in the coin at the decimals the row names
 * (`tokenDecimals`), else as base units, never guessed; SOL from lamports when the row is in SOL.
 */
const assetUnits: Shown = (value, detail) => {
  const units = whole(value);
  const coin = stablecoinOf(detail);
  if (units === null || coin === null) return sol(value, detail);
  const decimals = typeof detail.tokenDecimals === 'number' ? detail.tokenDecimals : null;
  return decimals === null ? `${formatCount(units)} base units of ${coin}` : formatAssetDecimal(unitsToDecimal(units, decimals), coin);
};
const usd: Shown = (value) => (whole(value) === null ? String(value) : formatUsd(whole(value)!));
const mrdx: Shown = (value) => (whole(value) === null ? String(value) : formatMrdx(whole(value)!));
/** A distribution amount in the mint's base units, at the decimals the row names (the mint's) or the configured ones. */
const mintTokens: Shown = (value, detail) => {
  const units = whole(value);
  if (units === null) return String(value);
  const decimals = typeof detail.decimals === 'number' ? detail.decimals : TOKEN.decimals;
  return `${groupDecimal(unitsToDecimal(units, decimals), TOKEN_DISPLAY_DECIMALS)} ${TOKEN.symbol}`;
};
const count: Shown = (value) => (whole(value) === null ? String(value) : formatCount(whole(value)!));
const date: Shown = (value) => (typeof value === 'string' || typeof value === 'number' ? formatDateTimeUtc(new Date(value)) : String(value));
const microLamports: Shown = (value) => (whole(value) === null ? String(value) : `${formatCount(whole(value)!)} micro-lamports per compute unit`);

/** Fields whose figure or name needs more than the generic reading. */
const FIELDS: Record<string, { label?: string; show?: Shown }> = {
  lamports: { label: 'Amount', show: sol },
  tokenAmount: { label: 'Amount', show: assetUnits },
  tokenDecimals: { label: 'Token decimals' },
  owed: { label: 'Owed', show: assetUnits },
  usdCents: { label: 'Amount (USD)', show: usd },
  tokens: { label: 'Tokens', show: mrdx },
  bonusTokens: { label: 'Bonus tokens', show: mrdx },
  rewardBaseUnits: { label: 'Reward', show: mrdx },
  total: { label: 'Total', show: mintTokens },
  priorityFeeMicroLamports: { label: 'Priority fee', show: microLamports },
  lastValidBlockHeight: { label: 'Valid until block height', show: count },
  investorsDelta: { label: 'Investors added', show: count },
  accountsToCreate: { label: 'Token accounts to create', show: count },
  decimals: { label: 'Mint decimals' },
  rowsHash: { label: 'Rows hash' },
  planHash: { label: 'Plan hash' },
  mailId: { label: 'Mail' },
  intentId: { label: 'Intent' },
  contributionId: { label: 'Contribution' },
  untrustedFailures: { label: 'Failures from unknown browsers', show: count },
  offCurve: { label: 'Owner off the curve' },
  accountState: { label: 'Token account' },
  previous: { label: 'Before' },
  before: { label: 'Before' },
  after: { label: 'After' },
};

const COUNT_FIELDS = new Set(['recipients', 'rows', 'batches', 'transfers', 'payments', 'contributions', 'flagged', 'mailed', 'number', 'referralNumber', 'slot']);

/** "accountsToCreate" → "Accounts to create". */
function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function shown(key: string, value: unknown, detail: Detail): string {
  if (value === null || value === undefined || value === '') return '—';
  const field = FIELDS[key];
  if (field?.show) return field.show(value, detail);
  if (COUNT_FIELDS.has(key)) return count(value, detail);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatCount(value);
  if (typeof value === 'string' && /At$|^until$/.test(key) && !Number.isNaN(Date.parse(value))) return date(value, detail);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => shown('', item, detail)).join(', ');
  if (typeof value === 'object') {
    const parts = Object.entries(value as Detail).map(([inner, innerValue]) => `${(FIELDS[inner]?.label ?? words(inner)).toLowerCase()} ${shown(inner, innerValue, value as Detail)}`);
    return parts.length === 0 ? '—' : parts.join('; ');
  }
  return String(value);
}

/** The lines of an audit row's `detail` (parsed JSON, or the stored text when it was not JSON). */
export function auditDetailLines(detail: unknown): AuditDetailLine[] {
  if (detail === null || detail === undefined) return [];
  if (typeof detail !== 'object' || Array.isArray(detail)) return [{ label: 'Detail', value: shown('', detail, {}) }];
  const record = detail as Detail;
  // A stablecoin row's amount is its tokenAmount; its lamports (0) are the SOL it moved, so named so.
  const labelOf = (key: string) => (key === 'lamports' && stablecoinOf(record) ? 'SOL' : (FIELDS[key]?.label ?? words(key)));
  return Object.entries(record).map(([key, value]) => ({ label: labelOf(key), value: shown(key, value, record) }));
}
