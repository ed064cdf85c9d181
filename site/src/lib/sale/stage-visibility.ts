// Shows the parts of a static page written for the sale's current stage (core/sale-stage.ts) and hides
// the others: an element marked `data-sale-stages="whitelist ico"` is shown only in those stages
// ("unknown" when the sale state could not be loaded). components/sale/SaleStage.astro holds the CSS.
import type { SaleStage } from '@core/sale-stage';

/** The stage a page shows: the server's, or 'unknown' when /api/sale could not be read. */
export type PageStage = SaleStage | 'unknown';

/** Whether an element written for `stages` (space-separated) shows in `stage`. */
export function showsInStage(stages: string, stage: PageStage): boolean {
  return stages.split(/\s+/).includes(stage);
}

/** Marks the document with the stage and each `data-sale-stages` element that matches it. */
export function applySaleStage(document: Document, stage: PageStage): void {
  document.documentElement.dataset.saleStage = stage;
  for (const element of document.querySelectorAll<HTMLElement>('[data-sale-stages]')) {
    element.toggleAttribute('data-stage-match', showsInStage(element.dataset.saleStages ?? '', stage));
  }
}
