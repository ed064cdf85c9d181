// Display formats of the investor dashboard: token base units as grouped MRDX, USD, SOL and dates.
import { TOKEN } from '@core/sale-config';
import { PHASES } from '@core/sale-config';
import type { PhaseName } from '@core/sale-config';

const SCALE = 10n ** BigInt(TOKEN.decimals);
const GROUPED = new Intl.NumberFormat('en-US');
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const PRICE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 6 });

/** Base units (a decimal string from the API) as grouped whole MRDX with at most two decimals, rounded down: "1,234,567.89". */
export function formatMrdx(baseUnits: string | null | undefined): string {
  if (!baseUnits || !/^-?\d+$/.test(baseUnits)) return '0';
  const units = BigInt(baseUnits);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = GROUPED.format(abs / SCALE);
  const cents = ((abs % SCALE) * 100n) / SCALE;
  const fraction = cents === 0n ? '' : `.${cents.toString().padStart(2, '0').replace(/0$/, '')}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Base units plus bonus units, as base units (either may be null). */
export const addUnits = (a: string | null, b: string | null): string => (BigInt(a ?? '0') + BigInt(b ?? '0')).toString();

/** USD with cents: "$1,234.50". */
export const formatUsd = (value: number): string => USD.format(value);

/** A token price in USD with up to six decimals: "$0.00029". */
export const formatPrice = (value: number): string => PRICE.format(value);

/** An ISO date as the visitor's local date and time. */
export const formatDateTime = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date as the visitor's local date. */
export const formatDate = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** A phase's display name ("Whitelist", "ICO"). */
export const phaseLabel = (phase: PhaseName): string => PHASES[phase]?.label ?? phase;

/** A signature or address shortened for a table cell: "4Nd1mY…9kQe". */
export const shorten = (text: string): string => (text.length > 12 ? `${text.slice(0, 4)}…${text.slice(-4)}` : text);

/** A row's tokens: "1,000 + 150 bonus" when a bonus was recorded, else the base amount. */
export function rowTokensText(base: string, bonus: string | null): string {
  return bonus && bonus !== '0' ? `${formatMrdx(base)} + ${formatMrdx(bonus)} bonus` : formatMrdx(base);
}
