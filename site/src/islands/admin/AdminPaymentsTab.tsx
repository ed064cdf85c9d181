// Admin Unmatched payments and Refunds: every inbound transfer that credited no intent, and what the
// treasury owes back; each section in its own file.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { loadReconciliation } from '../../stores/admin/reconciliation';
import { $sale } from '../../stores/sale';
import { AdminRefundsSection } from './AdminRefundsSection';
import { AdminUnmatchedSection } from './AdminUnmatchedSection';

export function AdminPaymentsTab() {
  const sale = useStore($sale);
  useEffect(() => void loadReconciliation(), []);
  return (
    <div className="flex flex-col gap-8">
      <AdminUnmatchedSection cluster={sale?.cluster ?? 'localnet'} />
      <AdminRefundsSection />
    </div>
  );
}
