// Every content collection of the site. Marketing edits the files under site/src/content.
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { file } from 'astro/loaders';

const faq = defineCollection({
  loader: file('site/src/content/faq.yaml'),
  schema: z.object({
    /** The question as shown on the accordion button. */
    question: z.string().min(1),
    /** The answer, Markdown allowed. */
    answer: z.string().min(1),
    /** Position in the list, smallest first. */
    order: z.number().int(),
  }),
});

export const collections = { faq };
