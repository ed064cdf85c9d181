// Where a long email or username may break across lines: after "@", ".", "_", "+" and "-", so a narrow
// card shows "averylongname.with.parts@" over "example-domain.com", never one letter per line.

/** `text` cut after each sensible break point; joined, the parts are `text` again. */
export function softBreakParts(text: string): string[] {
  return text.split(/(?<=[@._+-])/).filter((part) => part !== '');
}

/** Whether `text` is long enough to be set on a line of its own under a greeting ("Welcome, …"). */
export const isLongName = (text: string): boolean => text.length > 24;
