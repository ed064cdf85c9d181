// A link to the contribution form that exists only while the sale takes contributions: in any other
// stage it becomes that stage's one action (the ledger, the whitelist registration), and nothing is
// shown until the sale state is known, so no page offers a purchase the sale would refuse.
import type { ComponentProps } from 'react';
import { canBuyIn } from '@core/sale-stage';
import { $sale } from '../../stores/sale';
import { stageNotice } from '../../lib/sale/sale-stage-copy';
import { useHydratedStore } from '../ui/use-hydrated';

/** `children` linking to `href` in the whitelist and the ICO, the stage's action otherwise. */
export function ContributeLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  const sale = useHydratedStore($sale, null);
  if (!sale) return null;
  if (canBuyIn(sale.stage)) return <a href={href} data-slot="contribute-link" {...props}>{children}</a>;
  const notice = stageNotice(sale.stage)!;
  return <a href={notice.action.href} data-slot="stage-link" data-stage={sale.stage} {...props}>{notice.action.label}</a>;
}
