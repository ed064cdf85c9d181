// A SQL condition a statement is written under inside a D1 batch ("only if the change before it won"),
// with its own parameters, and how to place it after a statement's own parameters.

/** A condition with `?` or `?N` placeholders numbered from 1, bound from `params`. */
export interface SqlCondition {
  sql: string;
  params?: readonly unknown[];
}

/**
 * `sql` with its placeholders moved past a statement's first `offset` ones, as SQLite numbers them:
 * `?N` is parameter N, a bare `?` is one more than the largest seen so far. Bind the condition's
 * params after the statement's own.
 */
export function placeholdersAfter(sql: string, offset: number): string {
  let largest = 0;
  return sql.replace(/\?(\d*)/g, (_, digits: string) => {
    const number = digits ? Number(digits) : largest + 1;
    largest = Math.max(largest, number);
    return `?${number + offset}`;
  });
}
