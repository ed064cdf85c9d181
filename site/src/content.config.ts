// Every content collection of the site. Marketing edits the files under site/src/content; a file that
// breaks its schema (or uses an unknown {{token}}) fails the build naming the collection, entry and field.
import { ROADMAP_STATUSES } from '@core/roadmap';
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { file, glob } from 'astro/loaders';
import { unknownContentTokens, fillContentTokens, unknownTokenMessage } from './lib/content/content-tokens';
import { ICON_NAMES } from './lib/content/icon-names';

const CONTENT = 'site/src/content';

/** Text that may contain `{{name}}` sale tokens; they are replaced here, at build time. */
function tokenizedText(path: string) {
  return z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      const unknown = unknownContentTokens(text);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: unknownTokenMessage(unknown, path) });
    })
    .transform((text) => fillContentTokens(text, path));
}

const faq = defineCollection({
  loader: file(`${CONTENT}/faq.yaml`),
  schema: z.object({
    /** Position in the accordion, smallest first. */
    order: z.number().int(),
    /** The question as shown on the accordion summary. */
    question: tokenizedText(`${CONTENT}/faq.yaml`),
    /** The answer as plain text; `{{tokens}}` allowed. */
    answer: tokenizedText(`${CONTENT}/faq.yaml`),
    /** An optional link shown after the answer (internal path or full URL). */
    link: z.object({ label: z.string().min(1), href: z.string().min(1) }).optional(),
  }),
});

const features = defineCollection({
  loader: file(`${CONTENT}/features.yaml`),
  schema: z.object({
    /** Position in the "Why Choose MRDX" grid. */
    order: z.number().int(),
    /** Card heading; `{{tokens}}` allowed. */
    title: tokenizedText(`${CONTENT}/features.yaml`),
    /** One or two sentences; `{{tokens}}` allowed. */
    description: tokenizedText(`${CONTENT}/features.yaml`),
    /** Inline SVG icon, one of site/src/lib/content/icon-names.ts. */
    icon: z.enum(ICON_NAMES),
  }),
});

const roadmap = defineCollection({
  loader: file(`${CONTENT}/roadmap.yaml`),
  schema: z.object({
    /** Position on the timeline, earliest first. */
    order: z.number().int(),
    /** Quarter label, e.g. "Q1 2025". */
    quarter: z.string().regex(/^Q[1-4] \d{4}$/, 'Use the form "Q1 2025"'),
    title: z.string().min(1),
    description: tokenizedText(`${CONTENT}/roadmap.yaml`),
    /**
     * Leave it out: the status comes from the date (core/roadmap.ts: each milestone runs from its quarter
     * to the next one's). Set it only to override that for this milestone.
     */
    status: z.enum(ROADMAP_STATUSES).optional(),
    /** The milestone of the pre-sale itself: current while the sale has not ended, whatever the quarters say. */
    sale: z.boolean().default(false),
  }),
});

const currencies = defineCollection({
  loader: file(`${CONTENT}/currencies.yaml`),
  schema: z.object({
    /** Position in the grid; only the first 10 are shown, then "+N More". */
    order: z.number().int(),
    /** Ticker symbol shown in the tile badge. */
    symbol: z.string().min(1).max(6),
    /** Full name under the badge. */
    label: z.string().min(1),
    /** True for the currencies the pre-sale itself takes (only SOL). */
    presale: z.boolean().default(false),
  }),
});

const contact = defineCollection({
  loader: file(`${CONTENT}/contact.yaml`),
  schema: z.object({
    /** Position of the card in the contact section. */
    order: z.number().int(),
    /** What kind of channel: drives the icon and where else the link appears (footer, chat card). */
    kind: z.enum(['community', 'email', 'social']),
    /** Card heading, e.g. "Telegram Community". */
    title: z.string().min(1),
    description: z.string().min(1),
    /** Link text, e.g. the handle or the address. */
    label: z.string().min(1),
    /** https:// or mailto: link. */
    href: z.string().regex(/^(https:\/\/|mailto:)/, 'Use an https:// or mailto: link'),
  }),
});

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/legal` }),
  schema: z.object({
    /** Page heading and title. */
    title: z.string().min(1),
    /** Meta description. */
    description: z.string().min(1),
    /** Date of the last change, shown under the heading. */
    updated: z.coerce.date(),
  }),
});

const whitepaper = defineCollection({
  loader: glob({ pattern: '*.mdx', base: `${CONTENT}/whitepaper` }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    /** Document version shown under the title. */
    version: z.string().min(1),
    updated: z.coerce.date(),
  }),
});

export const collections = { faq, features, roadmap, currencies, contact, legal, whitepaper };
