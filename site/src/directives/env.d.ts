// Types for the custom `client:interaction` directive in .astro templates.
import 'astro';
import type { InteractionOptions } from './interaction';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | InteractionOptions;
  }
}
