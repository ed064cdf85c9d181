// Reads a line from the terminal, optionally without echoing it (a password), for Node scripts.
import { createInterface } from 'node:readline';

/**
 * Asks `question` on stderr and resolves with the answer; `hidden` echoes nothing of what is typed.
 * Without a terminal it fails, naming the environment variable `variable` that would answer it.
 */
export function ask(question, { hidden = false, variable } = {}) {
  if (!process.stdin.isTTY) throw new Error(`Set ${variable ?? 'it'} in the environment: there is no terminal to ask "${question.trim()}" on`);
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    if (hidden) {
      // Write the prompt once, then swallow the echo of every key.
      rl._writeToOutput = (text) => {
        if (text.includes(question)) process.stderr.write(question);
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stderr.write('\n');
      resolve(answer);
    });
  });
}
