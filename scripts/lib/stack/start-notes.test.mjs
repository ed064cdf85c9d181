// Tests what `npm start` tells a newcomer: the first admin's reset URL and token, the demo's command.
import { describe, expect, it } from 'vitest';
import { devVarValue, startNotes } from './start-notes.mjs';

const stack = { url: 'http://127.0.0.1:8788', rpcUrl: 'http://127.0.0.1:8899', resetToken: 'change-me-locally', defaultPort: 8788 };

describe('the start notes', () => {
  it('say how to create the first admin, with the reset URL and the local token', () => {
    const admin = startNotes(stack).find((line) => line.startsWith('First admin:'));
    expect(admin).toContain('http://127.0.0.1:8788/admin/reset');
    expect(admin).toContain('change-me-locally');
  });

  it('give the distribution demo the port npm start runs on when it is not the default', () => {
    expect(startNotes(stack).at(-1)).toMatch(/: npm run demo:distribution$/);
    expect(startNotes({ ...stack, url: 'http://127.0.0.1:8860' }).at(-1)).toMatch(/: PORT=8860 npm run demo:distribution$/);
  });

  it('say what to set when no reset token is configured', () => {
    expect(startNotes({ ...stack, resetToken: null }).join('\n')).toContain('set ADMIN_RESET_TOKEN in .dev.vars');
  });
});

describe('a .dev.vars value', () => {
  it('is read from its line, quotes removed, comments and empty values ignored', () => {
    const text = '# ADMIN_RESET_TOKEN=commented\nMAIL_PROVIDER_API_KEY=\nADMIN_RESET_TOKEN="s3cret"\n';
    expect(devVarValue(text, 'ADMIN_RESET_TOKEN')).toBe('s3cret');
    expect(devVarValue(text, 'MAIL_PROVIDER_API_KEY')).toBeNull();
    expect(devVarValue(text, 'MISSING')).toBeNull();
  });
});
