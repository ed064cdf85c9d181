// The Audit log tab's list, filtered by actor and action on the server.
import type { AuditEntry, Page } from '@core/api/admin';
import { createServerList } from './lists';

export const auditList = createServerList<Page<AuditEntry>>('/api/admin/audit', { actor: '', action: '', page: '1', pageSize: '25' });
