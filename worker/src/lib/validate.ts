// Validator middleware over the shared valibot schemas: handlers read `c.req.valid(target)`.
import { sValidator } from '@hono/standard-validator';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { fail } from './http-error';

/**
 * Validates one request target with a schema from `core/`. A failure becomes a 400 whose message is
 * the first issue's message, which the shared schemas write in the words the UI shows.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(
  target: Target,
  schema: Schema,
) {
  return sValidator(target, schema, (result) => {
    if (!result.success) fail(400, result.error[0]?.message ?? 'Invalid request');
  });
}
