// Words of the investor dashboard that are not numbers (those come from core/format): a phase's name
// (the one helper of core/phase-label.ts) and an identifier short enough for a table cell.

export { phaseLabel } from '@core/phase-label';

/** A signature or address shortened for a table cell: "4Nd1mY…9kQe". */
export const shorten = (text: string): string => (text.length > 12 ? `${text.slice(0, 4)}…${text.slice(-4)}` : text);
