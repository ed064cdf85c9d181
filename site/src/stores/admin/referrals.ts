// The Referrals tab's lists: affiliates (searched by email or code) and refused self-referrals.
import type { AdminReferralsResponse, AdminRefusedSelfReferrals } from '@core/api/referral-responses';
import { createServerList } from './lists';

export const referralList = createServerList<AdminReferralsResponse>('/api/admin/referrals', { q: '', page: '1', pageSize: '25' });
export const refusedReferralList = createServerList<AdminRefusedSelfReferrals>('/api/admin/referrals/refused', { page: '1', pageSize: '25' });
