// The refunds owed as an RFC 4180 CSV for the team's payout tool (wallet, lamports, SOL, payments).
// The list is one row per wallet, so it is built from the server's answer in the browser.

const cell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function refundsCsv(rows: Array<{ wallet: string; lamports: string; sol: string; payments: number }>): string {
  const lines = [['wallet', 'lamports', 'sol', 'payments'], ...rows.map((row) => [row.wallet, row.lamports, row.sol, row.payments])];
  return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}
