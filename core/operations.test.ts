// The Operations thresholds: the watcher's alert time is configurable (OPERATIONS_WATCHER_ALERT_SECONDS),
// validated, and its default leaves the stated 5-minute thresholds unchanged.
import { describe, expect, it } from 'vitest';
import { OPERATIONS_THRESHOLDS, levelOf, operationsThresholds, parseWatcherAlertSeconds } from './operations';

describe('parseWatcherAlertSeconds', () => {
  it('defaults to 301 s (more than 5 minutes) when unset or empty', () => {
    expect(parseWatcherAlertSeconds(undefined)).toBe(301);
    expect(parseWatcherAlertSeconds(' ')).toBe(301);
  });

  it('takes whole seconds from 10 to 3600 and refuses anything else', () => {
    expect(parseWatcherAlertSeconds('20')).toBe(20);
    expect(parseWatcherAlertSeconds(' 3600 ')).toBe(3600);
    for (const bad of ['9', '3601', '1e3', '-20', '20.5', 'soon', '0x20']) expect(parseWatcherAlertSeconds(bad)).toBeNull();
  });
});

describe('operationsThresholds', () => {
  it('is OPERATIONS_THRESHOLDS by default', () => {
    expect(operationsThresholds()).toEqual(OPERATIONS_THRESHOLDS);
    expect(operationsThresholds(301)).toEqual(OPERATIONS_THRESHOLDS);
  });

  it('moves only the watcher\'s thresholds, amber scaled below the configured red', () => {
    const t = operationsThresholds(20);
    expect(t.watcherLagSeconds).toEqual({ amber: 8, red: 20, unit: 's' });
    expect(t.watcherIdleSeconds).toEqual({ amber: 12, red: 20, unit: 's' });
    expect(t.finalizedTipAgeSeconds).toEqual({ amber: 8, red: 20, unit: 's' });
    expect(t.priceAgeSeconds).toEqual(OPERATIONS_THRESHOLDS.priceAgeSeconds);
    expect(levelOf(19, t.watcherIdleSeconds)).toBe('amber');
    expect(levelOf(20, t.watcherIdleSeconds)).toBe('red');
  });
});
