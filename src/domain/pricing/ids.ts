/**
 * Order of record ids, which arrive as numbers or as strings (int8 and JSON): whole numbers by
 * value, so '9' < '10' (a text comparison would say the opposite); anything else as text.
 */
const WHOLE = /^\d+$/;

export function compareIds(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  if (WHOLE.test(x) && WHOLE.test(y)) {
    const xs = x.replace(/^0+(?=\d)/, '');
    const ys = y.replace(/^0+(?=\d)/, '');
    if (xs.length !== ys.length) return xs.length - ys.length;
    return xs < ys ? -1 : xs > ys ? 1 : 0;
  }
  return x < y ? -1 : x > y ? 1 : 0;
}
