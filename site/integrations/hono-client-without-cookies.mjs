// Vite plugin: hono/client's cookie serializer replaced, in the browser build only, by a function that
// refuses. The client serializes cookies only for a call given a `cookie` argument, and the site never
// passes one (the browser sends the session cookie itself), so the serializer was ~0.5 KB gzip of dead code
// in every page with an API call, the contribution flow's included (DEVELOPERS.md "Budgets").
const REPLACEMENT_ID = '\0hono-client-without-cookies';

/** @returns {import('vite').Plugin} */
export default function honoClientWithoutCookies() {
  return {
    name: 'hono-client-without-cookies',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../utils/cookie.js' && importer && /[\\/]hono[\\/]dist[\\/]client[\\/]client\.js$/.test(importer)) return REPLACEMENT_ID;
      return null;
    },
    load(id) {
      if (id !== REPLACEMENT_ID) return null;
      return "export function serialize() { throw new Error('The site\\'s API clients send no cookie argument: the browser sends its own cookies.'); }";
    },
  };
}
