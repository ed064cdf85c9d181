// When each payment of the rush became final on the local chain: polls getSignatureStatuses (256 a
// call) every 100 ms for the signatures not yet finalized and keeps the first moment each was seen
// finalized, so "finalization to credit" is measured from the chain's own verdict.
import { jsonRpc } from '../../solana/json-rpc.mjs';

const POLL_MS = 100;
const PER_CALL = 256;

/** Starts tracking; `add(signature)` registers one, `finalizedAt` maps signature → ms, `stop()` ends the loop. */
export function trackFinality(rpcUrl) {
  const waiting = new Set();
  const finalizedAt = new Map();
  let running = true;
  const loop = (async () => {
    while (running) {
      const signatures = [...waiting];
      for (let i = 0; i < signatures.length; i += PER_CALL) {
        const chunk = signatures.slice(i, i + PER_CALL);
        try {
          const { value } = await jsonRpc(rpcUrl, 'getSignatureStatuses', [chunk]);
          const now = Date.now();
          chunk.forEach((signature, j) => {
            if (value[j]?.confirmationStatus !== 'finalized') return;
            finalizedAt.set(signature, now);
            waiting.delete(signature);
          });
        } catch {
          // a busy chain answers the next poll
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return {
    finalizedAt,
    add: (signature) => waiting.add(signature),
    pending: () => waiting.size,
    async stop() {
      running = false;
      await loop;
    },
  };
}
