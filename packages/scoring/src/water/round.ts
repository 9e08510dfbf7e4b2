// Display rounding of litres, with no import: a screen that only shows litres loads this alone
// ('@wf/scoring/water/round'), not the model and its factor table.

/**
 * Rounding for display only; the model keeps full precision. Under 10: one decimal; under
 * 1,000: whole litres; above: the nearest 10 (the ranges are far wider than that).
 */
export function round(value: number): number {
  const size = Math.abs(value);
  if (size < 10) return Math.round(value * 10) / 10;
  if (size < 1000) return Math.round(value);
  return Math.round(value / 10) * 10;
}
