// Lets Node scripts import the TypeScript of core/ as the site and worker do: `@core/x` resolves to
// core/x.ts, and Node 22 strips the types. The scripts then build payout transactions with the one
// builder (core/distribution/) instead of a copy.
import { register } from 'node:module';

const CORE = new URL('../../../core/', import.meta.url).href;

const hook = `
const core = ${JSON.stringify(CORE)};
export async function resolve(specifier, context, next) {
  return next(specifier.startsWith('@core/') ? core + specifier.slice(6) + '.ts' : specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);

/** Imports `core/<path>.ts` (e.g. 'distribution/batch-transaction'). */
export function importCore(path) {
  return import(`${CORE}${path}.ts`);
}
