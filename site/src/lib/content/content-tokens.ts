// `{{name}}` tokens in YAML/Markdown content, replaced by sale numbers from SALE_FACTS at build time.
import { SALE_FACTS } from './sale-facts';

const TOKEN_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Names of the tokens in `text` that SALE_FACTS does not define (empty when all are known). */
export function unknownContentTokens(text: string, facts: Record<string, string> = SALE_FACTS): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(TOKEN_PATTERN)) {
    if (!Object.hasOwn(facts, name!)) unknown.add(name!);
  }
  return [...unknown];
}

/**
 * Replaces every `{{name}}` in `text` with its fact. Throws on an unknown name, so a typo fails the
 * build instead of showing "{{typo}}" to visitors; `where` names the file and field in the message.
 */
export function fillContentTokens(
  text: string,
  where: string,
  facts: Record<string, string> = SALE_FACTS,
): string {
  const unknown = unknownContentTokens(text, facts);
  if (unknown.length > 0) throw new Error(unknownTokenMessage(unknown, where));
  return text.replace(TOKEN_PATTERN, (_, name: string) => facts[name]!);
}

/** The error text for unknown tokens, listing the valid names so the fix is obvious. */
export function unknownTokenMessage(unknown: string[], where: string): string {
  const names = unknown.map((name) => `{{${name}}}`).join(', ');
  return `Unknown content token ${names} in ${where}. Known tokens: ${Object.keys(SALE_FACTS).join(', ')}`;
}
