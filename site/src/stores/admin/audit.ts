// The Audit log tab's list, filtered by actor and action on the server.
import { adminApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { createServerList } from './lists';

export const auditList = createServerList((query) => call(adminApi.audit.$get({ query })), { actor: '', action: '', page: '1', pageSize: '25' });
