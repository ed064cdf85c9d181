// A sale phase in the words people read ("Whitelist", "ICO", "Listing"), never its stored name
// ("WHITELIST"): the one place the console, the portals and mails turn a phase name into words.
import { PHASES, type PhaseName } from '@core/sale-config';

const isPhaseName = (name: string): name is PhaseName => Object.hasOwn(PHASES, name);

/** The phase's label from the sale config; a name the config does not know comes back unchanged. */
export function phaseLabel(phase: PhaseName | string): string {
  return isPhaseName(phase) ? PHASES[phase].label : phase;
}
