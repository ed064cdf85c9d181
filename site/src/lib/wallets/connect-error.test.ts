import { describe, expect, it } from 'vitest';
import { connectErrorMessage, LOCKED_MESSAGE, REJECTED_MESSAGE } from './connect-error';

describe('connectErrorMessage', () => {
  it('reports a rejection by code 4001', () => {
    expect(connectErrorMessage({ code: 4001, message: 'nope' }, 'Phantom')).toBe(REJECTED_MESSAGE);
  });

  it('reports a rejection by a message containing "rejected"', () => {
    expect(connectErrorMessage(new Error('User Rejected the request'), 'Phantom')).toBe(REJECTED_MESSAGE);
  });

  it('reports a locked wallet by code -32603', () => {
    expect(connectErrorMessage({ code: -32603, message: 'Internal' }, 'Solflare')).toBe(LOCKED_MESSAGE);
  });

  it('names the wallet for any other failure, including non-errors', () => {
    expect(connectErrorMessage(new Error('boom'), 'Backpack')).toBe(
      "Failed to connect to Backpack. Please make sure it's unlocked and try again.",
    );
    expect(connectErrorMessage(undefined, 'Glow')).toBe("Failed to connect to Glow. Please make sure it's unlocked and try again.");
  });
});
