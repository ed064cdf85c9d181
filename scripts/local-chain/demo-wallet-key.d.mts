// Types of demo-wallet-key.mjs for the TypeScript files that import it (vitest.config.mts).
export declare function demoWalletSecretKey(): string;
