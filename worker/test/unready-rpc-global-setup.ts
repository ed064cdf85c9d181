// A Solana RPC endpoint that cannot be read, for the worker tests of a claim under a slow chain,
// started in plain Node. The path picks the behaviour: /silent accepts the request and never answers
// (the worker's own timeout ends it), /busy answers HTTP 429 as a provider over its plan does,
// /down answers 503 as a node that is behind or restarting does.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    unreadyRpcUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const silent = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    req.resume();
    if (req.url === '/busy') res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1' }).end('{"jsonrpc":"2.0","error":{"code":429,"message":"Too many requests"}}');
    else if (req.url === '/down') res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
    else silent.add(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('unreadyRpcUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () =>
    new Promise<void>((resolve) => {
      for (const res of silent) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
