// Input of the Operations routes: the admin's own alert email (removed by its own route).
import * as v from 'valibot';
import { EmailSchema } from './newsletter';

/** Body of POST /api/admin/operations/alert-email. */
export const AlertEmailSchema = v.object({ email: EmailSchema });

export type AlertEmailInput = v.InferOutput<typeof AlertEmailSchema>;

/** Answer of GET and POST /api/admin/operations/alert-email. */
export interface AlertEmailView {
  email: string | null;
}
