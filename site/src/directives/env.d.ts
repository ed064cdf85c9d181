// Types for the custom `client:interaction` directive in .astro templates.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | { visible?: boolean };
  }
}
