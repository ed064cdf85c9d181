// A local chat-completions provider (OpenAI protocol) for the worker tests of POST /api/chat, started
// in plain Node. The model name picks the behaviour: 'grounded' answers from passage [1] of the system
// prompt, 'slow' answers after 1.5 s, 'fail' answers 500, 'malformed' answers 200 with no choices,
// 'not-json' answers 200 with text. GET /last returns the last request it received.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    chatProviderUrl: string;
  }
}

interface CompletionRequest {
  model: string;
  max_tokens: number;
  messages: { role: string; content: string }[];
}

function completion(content: string) {
  return JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
}

export default async function setup(project: TestProject) {
  let last: { headers: Record<string, unknown>; body: CompletionRequest } | null = null;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/last') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(last));
      return;
    }
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as CompletionRequest;
      last = { headers: req.headers, body };
      const system = body.messages[0]?.content ?? '';
      const first = system.match(/^\[1\] (.+) \((\S+)\)\n(.+)$/m);
      const answer = first ? `${first[3]} [1]` : 'I do not know.';
      const json = { 'Content-Type': 'application/json' };
      if (body.model === 'fail') res.writeHead(500, json).end('{"error":{"message":"boom"}}');
      else if (body.model === 'malformed') res.writeHead(200, json).end('{"choices":[]}');
      else if (body.model === 'not-json') res.writeHead(200, { 'Content-Type': 'text/plain' }).end('hello');
      else if (body.model === 'slow') setTimeout(() => res.writeHead(200, json).end(completion(answer)), 1_500);
      else res.writeHead(200, json).end(completion(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('chatProviderUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
