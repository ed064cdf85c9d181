// Turns a QR module matrix into one SVG path (a 1x1 square per dark module), so the QR code renders
// as plain React SVG elements with no HTML string injection.

/** SVG path data drawing every dark module of `data` at unit scale. */
export function qrModulesToPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}
