// The Settings tab's action: the admin's own username and password.
import { adminApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { $adminOutcome, adminAction } from './session';

/** Changes the admin's username and optionally password; resolves true on success. */
export async function updateAdminSettings(input: { username: string; currentPassword: string; newPassword: string; confirmPassword: string }): Promise<boolean> {
  const saved = await adminAction('settings', () => call(adminApi.settings.$post({ json: input })), { title: 'Update Failed', lead: 'Failed to update admin settings.' });
  if (!saved) return false;
  $adminOutcome.set({ title: 'Settings Updated', description: 'Admin settings have been updated successfully.' });
  return true;
}
