// SaleStageNotice loaded only when a sale that takes no contributions needs it: the contribution flow
// (wizard, /checkout, calculator) does not ship its words while the sale buys (budgets: DEVELOPERS.md).
import { lazy, Suspense, type ComponentProps } from 'react';
import type { SaleStageNotice as Notice } from './SaleStageNotice';

const SaleStageNotice = lazy(() => import('./SaleStageNotice').then((module) => ({ default: module.SaleStageNotice })));

/** {@link Notice}, fetched on first use; a frame of its height meanwhile. */
export function LazySaleStageNotice(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={<div className="min-h-40" aria-hidden="true" />}>
      <SaleStageNotice {...props} />
    </Suspense>
  );
}
