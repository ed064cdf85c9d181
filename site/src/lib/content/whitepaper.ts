// Loads the one whitepaper entry and its table of contents, for /whitepaper and the printable copy.
import { getEntry, render } from 'astro:content';

/** The whitepaper entry, rendered, with its top-level headings as the table of contents. */
export async function loadWhitepaper() {
  const entry = await getEntry('whitepaper', 'whitepaper');
  if (!entry) throw new Error('site/src/content/whitepaper/whitepaper.mdx is missing');
  const { Content, headings } = await render(entry);
  const toc = headings.filter((heading) => heading.depth === 2);
  return { entry, Content, toc };
}
