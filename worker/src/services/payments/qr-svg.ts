// A QR code as an SVG document, drawn in the worker so the pages ship no QR encoder (uqr runs here):
// dark modules on white, quiet zone included, the modules as one path of unit squares.
import { encode } from 'uqr';

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

/**
 * `text` as a standalone SVG QR code: error correction M (a phone still reads it with a smudge) and a
 * 2-module quiet zone, drawn in presentation attributes only (the API's CSP allows no style).
 */
export function qrSvg(text: string): string {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${qrModulesToPath(data)}" fill="#000"/></svg>`
  );
}
