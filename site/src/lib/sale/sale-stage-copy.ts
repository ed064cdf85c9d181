// What a page says when the sale takes no contributions (core/sale-stage.ts): why, and the one thing a
// visitor can do instead. Shared by the phase banner, the wizard, /checkout, the calculator and the
// dashboard, so every page words a closed sale the same way.
import type { SaleStage } from '@core/sale-stage';

/** A stage's notice: a title, a sentence and the link to what a visitor can do now. */
export interface StageNotice {
  title: string;
  text: string;
  action: { label: string; href: string };
}

const LEDGER = { label: 'See the public ledger', href: '/ledger' };

const NOTICES: Record<Exclude<SaleStage, 'whitelist' | 'ico'>, StageNotice> = {
  upcoming: {
    title: 'The sale has not started yet',
    text: 'Contributions open with the whitelist. Register the wallet you will contribute from to be ready.',
    action: { label: 'Register for the whitelist', href: '/whitelist' },
  },
  'sold-out': {
    title: 'The sale is sold out',
    text: 'The hard cap has been reached: no more contributions are accepted. Thank you to every contributor.',
    action: LEDGER,
  },
  closed: {
    title: 'The sale has ended',
    text: 'No more contributions are accepted. Thank you to every contributor: tokens are paid out on the vesting schedule.',
    action: { label: 'Follow the token distribution', href: '/ledger#distribution' },
  },
  refunds: {
    title: 'The sale closed below its soft cap',
    text: 'No more contributions are accepted, and every contribution will be refunded to the wallet it came from.',
    action: LEDGER,
  },
};

/** The notice for a stage that takes no contributions; null while the sale buys (whitelist, ICO). */
export function stageNotice(stage: SaleStage): StageNotice | null {
  return stage === 'whitelist' || stage === 'ico' ? null : NOTICES[stage];
}
