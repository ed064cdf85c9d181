// The Referrals tab's lists: affiliates (searched by email or code) and refused self-referrals.
import { adminApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { createServerList } from './lists';

export const referralList = createServerList((query) => call(adminApi.referrals.$get({ query })), { q: '', page: '1', pageSize: '25' });
export const refusedReferralList = createServerList((query) => call(adminApi.referrals.refused.$get({ query })), { page: '1', pageSize: '25' });
