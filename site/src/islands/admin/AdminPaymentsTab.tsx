// Admin Unmatched payments and Refunds: every inbound transfer that credited no intent, what the
// treasury owes back, and the refund plan that pays it back; each section in its own file.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { loadReconciliation } from '../../stores/admin/reconciliation';
import { $sale } from '../../stores/sale';
import { AdminRefundsSection } from './AdminRefundsSection';
import { AdminUnmatchedSection } from './AdminUnmatchedSection';
import { RefundPlanSection } from './refunds/RefundPlanSection';

export function AdminPaymentsTab() {
  const sale = useStore($sale);
  useEffect(() => void loadReconciliation(), []);
  return (
    <div className="flex flex-col gap-8">
      <AdminUnmatchedSection cluster={sale?.cluster ?? 'localnet'} />
      <AdminRefundsSection />
      <RefundPlanSection cluster={sale?.cluster ?? 'localnet'} />
    </div>
  );
}
