import { describe, expect, it } from 'vitest';
import { qualityForPing } from './connection-quality';

describe('qualityForPing', () => {
  it('calls a fast round trip excellent', () => {
    expect(qualityForPing(120)).toEqual({ quality: 'excellent', networkStatus: 'connected' });
  });

  it('calls exactly 1000 ms excellent and just above it good', () => {
    expect(qualityForPing(1000).quality).toBe('excellent');
    expect(qualityForPing(1001).quality).toBe('good');
  });

  it('calls exactly 3000 ms good and above it poor and slow', () => {
    expect(qualityForPing(3000).quality).toBe('good');
    expect(qualityForPing(3001)).toEqual({ quality: 'poor', networkStatus: 'slow' });
  });
});
