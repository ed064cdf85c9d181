// Worker tests load @solana/kit's browser build (the vitest plugin's resolution), whose key generation
// insists on the browser global `isSecureContext`, which workerd lacks. The deployed Worker gets kit's
// workerd build, which has no such check; workerd is a secure context in every sense that matters.
if (!('isSecureContext' in globalThis)) Object.defineProperty(globalThis, 'isSecureContext', { value: true });
