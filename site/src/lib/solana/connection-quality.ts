// Connection quality from the balance round trip: > 3000 ms poor (slow),
// > 1000 ms good, otherwise excellent.

export type ConnectionQuality = 'offline' | 'poor' | 'good' | 'excellent';
export type NetworkStatus = 'disconnected' | 'connected' | 'slow' | 'unstable';

export const QUALITY_POOR_ABOVE_MS = 3_000;
export const QUALITY_GOOD_ABOVE_MS = 1_000;

/** Quality and network status for a measured round trip of `pingMs`. */
export function qualityForPing(pingMs: number): { quality: ConnectionQuality; networkStatus: NetworkStatus } {
  if (pingMs > QUALITY_POOR_ABOVE_MS) return { quality: 'poor', networkStatus: 'slow' };
  if (pingMs > QUALITY_GOOD_ABOVE_MS) return { quality: 'good', networkStatus: 'connected' };
  return { quality: 'excellent', networkStatus: 'connected' };
}
