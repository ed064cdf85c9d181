// What an island shows instead of a purchase when the sale takes no contributions (before the start,
// sold out, closed, refunds): the stage's notice and its one link (lib/sale/sale-stage-copy.ts).
import type { ComponentProps } from 'react';
import type { SaleStage } from '@core/sale-stage';
import { stageNotice } from '../../lib/sale/sale-stage-copy';
import { cn } from '../../lib/ui/cn';
import { buttonVariants } from '../ui/Button';

type SaleStageNoticeProps = ComponentProps<'div'> & { stage: SaleStage; headingLevel?: 'h2' | 'h3' };

/** The notice of a stage that takes no contributions; nothing while the sale buys. */
export function SaleStageNotice({ stage, headingLevel: Heading = 'h3', className, ...props }: SaleStageNoticeProps) {
  const notice = stageNotice(stage);
  if (!notice) return null;
  return (
    <div
      role="status"
      data-slot="sale-stage-notice"
      data-stage={stage}
      className={cn('rounded-2xl border border-amber-400/40 bg-amber-950/30 p-5 text-amber-50', className)}
      {...props}
    >
      <Heading className="text-lg font-semibold text-white">{notice.title}</Heading>
      <p className="mt-1 text-sm">{notice.text}</p>
      <a href={notice.action.href} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
        {notice.action.label}
      </a>
    </div>
  );
}
