// The typed client of /api/refunds (the public refund manifest), kept out of clients.ts: that module sits
// in the chunk every page loads, the contribution flow's included, whose JavaScript budget has only
// bytes to spare (DEVELOPERS.md, "Budgets"); only /ledger's refund manifest calls this one.
import type { RefundsApi } from '../../../../worker/src/routes/refunds';
import { client } from './clients';

export const refundsApi = /* @__PURE__ */ client<RefundsApi>('refunds');
