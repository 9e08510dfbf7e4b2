// Whole litres for the organiser's tables. Not the water screens' litres (water/words.ts):
// importing it here would split it out of the resident screens' chunks into one shared with
// /admin, and the resident dashboard would pay for the extra chunk (bundle budget).
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function litres(value: number): string {
  return NUMBER.format(Math.round(value));
}
