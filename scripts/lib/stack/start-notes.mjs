// What `npm start` tells a newcomer once the stack is up: where the site and the chain are, how the
// watcher runs, how to create the first admin, and how to run the distribution demo against it.
import { readFileSync } from 'node:fs';

/** A variable's value in a .dev.vars text (`NAME=value` lines, `#` comments), or null. */
export function devVarValue(text, name) {
  for (const line of text.split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (match && match[1] === name) return match[2].replace(/^(['"])(.*)\1$/, '$2') || null;
  }
  return null;
}

/** The local emergency-reset token from the .dev.vars file at `path`, or null when unset or unreadable. */
export function localResetToken(path) {
  try {
    return devVarValue(readFileSync(path, 'utf8'), 'ADMIN_RESET_TOKEN');
  } catch {
    return null;
  }
}

/**
 * The lines printed after start. `defaultPort` is the port `npm run demo:distribution` assumes; on any
 * other port the hint carries PORT.
 * @param {{ url: string, rpcUrl: string, resetToken: string | null, defaultPort: number }} stack
 */
export function startNotes({ url, rpcUrl, resetToken, defaultPort }) {
  const port = new URL(url).port;
  const demo = port === String(defaultPort) ? 'npm run demo:distribution' : `PORT=${port} npm run demo:distribution`;
  const admin = resetToken
    ? `open ${url}/admin/reset and enter the reset token ${resetToken} (ADMIN_RESET_TOKEN in .dev.vars), a username and a password; then sign in at ${url}/admin/login`
    : `set ADMIN_RESET_TOKEN in .dev.vars, restart, then open ${url}/admin/reset with that token`;
  return [
    `MRDX pre-sale is running at ${url}`,
    `Local Solana chain (JSON-RPC) at ${rpcUrl}`,
    'The chain watcher runs every minute, as the production cron does: npm start calls wrangler dev\'s scheduled handler itself, so the cron works locally.',
    `First admin: ${admin}.`,
    `Token distribution demo (needs the admin): ${demo}`,
  ];
}
