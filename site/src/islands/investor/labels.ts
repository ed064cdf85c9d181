// Words of the investor dashboard that are not numbers (those come from core/format): a phase's name
// and an identifier short enough for a table cell.
import { PHASES, type PhaseName } from '@core/sale-config';

/** A phase's display name ("Whitelist", "ICO"). */
export const phaseLabel = (phase: PhaseName): string => PHASES[phase]?.label ?? phase;

/** A signature or address shortened for a table cell: "4Nd1mY…9kQe". */
export const shorten = (text: string): string => (text.length > 12 ? `${text.slice(0, 4)}…${text.slice(-4)}` : text);
