// Runs the chain's heavy work (landing transactions) one job per event-loop turn, so a rush of
// sendTransaction calls never starves cheap reads: between two transactions the server answers
// whatever else arrived (getSlot, getSignatureStatuses…), as a node's RPC stays responsive under load.

/**
 * @returns {<T>(work: () => T) => Promise<T>} enqueue: resolves with the work's result, in order
 */
export function createWorkQueue() {
  const jobs = [];
  let draining = false;
  const drain = () => {
    const job = jobs.shift();
    if (!job) {
      draining = false;
      return;
    }
    try {
      job.resolve(job.work());
    } catch (error) {
      job.reject(error);
    }
    // setImmediate, not a loop: the next job waits until pending I/O (other requests) was served.
    setImmediate(drain);
  };
  return (work) =>
    new Promise((resolve, reject) => {
      jobs.push({ work, resolve, reject });
      if (!draining) {
        draining = true;
        setImmediate(drain);
      }
    });
}
