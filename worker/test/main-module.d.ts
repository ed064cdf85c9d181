// Types `exports.default` from cloudflare:workers in tests as the worker's own default export.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../src/index');
  }
}
