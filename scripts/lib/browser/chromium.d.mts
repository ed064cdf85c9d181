// Types of scripts/lib/browser/chromium.mjs for the TypeScript e2e support code.
export declare const CHROMIUM_ARGS: string[];
export declare const CHROME_PATH: string;
