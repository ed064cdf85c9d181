// Answers of the admin routes: sign-in, the timers view and the whitelist settings.
import type { PhaseConfig, PhaseName } from '@core/sale-config';

/** The whitelist limits actually enforced. */
export interface WhitelistSettingsView {
  days: number;
  maxParticipants: number;
  maxSolPerPerson: number;
}

/** GET /api/admin/timers and the timer actions: status, dates and phase cards. */
export interface TimersView {
  initialized: boolean;
  phase: PhaseName;
  whitelistStartsAt: string | null;
  whitelistEndsAt: string | null;
  icoEndsAt: string | null;
  serverTime: number;
  phases: PhaseConfig[];
  whitelist: WhitelistSettingsView;
}

/** POST /api/admin/login, /settings and /reset: the admin's (new) username. */
export interface AdminIdentity {
  username: string;
}

/** POST /api/admin/logout and /api/investor/logout. */
export interface LoggedOut {
  loggedOut: true;
}
