// Display formats of the contribution flow: en-US USD with 2 decimals (public-sale.md 9) and token
// amounts with grouping.
import { formatTokenAmount } from '@core/sale-rules';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50" from cents (bigint) or a USD number. */
export function formatUsd(value: bigint | number): string {
  return USD.format(typeof value === 'bigint' ? Number(value) / 100 : value);
}

/** "1,234,567.5" from token base units or the API's decimal string, at most 2 fraction digits shown. */
export function formatTokens(value: bigint | string): string {
  const text = typeof value === 'bigint' ? formatTokenAmount(value) : value;
  const [whole = '0', fraction = ''] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shown = fraction.slice(0, 2).replace(/0+$/, '');
  return shown ? `${grouped}.${shown}` : grouped;
}

/** A date as "Jan 5, 2027". */
export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
