import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { $notices, clearNotices } from './notices';
import { noticePoorQuality, SERVER_NETWORK, type NetworkState } from './network';

const measured = (connectionQuality: NetworkState['connectionQuality'], networkStatus: NetworkState['networkStatus']): NetworkState => ({
  ...SERVER_NETWORK,
  connectionQuality,
  networkStatus,
});

describe('noticePoorQuality', () => {
  beforeEach(() => {
    keepMount($notices);
    clearNotices();
  });
  afterEach(() => {
    clearNotices();
    cleanStores($notices);
  });

  it('warns once when a measured round trip turns poor', () => {
    noticePoorQuality(measured('poor', 'slow'), measured('excellent', 'connected'));
    noticePoorQuality(measured('poor', 'slow'), measured('poor', 'slow'));
    expect($notices.get().map((notice) => notice.title)).toEqual(['Connection Quality Warning']);
  });

  it('stays quiet for a failed check, which is not a measurement', () => {
    noticePoorQuality(measured('poor', 'unstable'), measured('good', 'connected'));
    expect($notices.get()).toEqual([]);
  });

  it('does not warn again when a failed check was already poor', () => {
    noticePoorQuality(measured('poor', 'slow'), measured('poor', 'unstable'));
    expect($notices.get()).toEqual([]);
  });
});
