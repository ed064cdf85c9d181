// Number and date formats of the referral pages, so both pages and the dashboard card agree.
import { TOKEN } from '@core/sale-config';

const count = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "1,250 MRDX" from the API's whole-MRDX string. */
export const formatMrdx = (whole: string): string => `${count.format(BigInt(whole || '0'))} ${TOKEN.symbol}`;
export const formatCount = (value: number): string => count.format(value);
export const formatUsd = (value: number): string => usd.format(value);
export const formatDate = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
