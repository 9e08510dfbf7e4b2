import type { Responses } from '@wf/scoring';
import { NORM_LITRES_PER_PERSON } from '@wf/scoring/norm';
import { assertResponses, computeFootprint, round, type Footprint } from '@wf/scoring/water';
import { NOT_AVAILABLE, type Cell, type Column } from './table.ts';

// Litres in the administrator's files (issue 10): the XLSX twins and the individual PDF. The
// spec's CSV columns never change, so these columns exist only in the XLSX exports.

/**
 * Number formats of litres cells (issue 28, item 6): the cell stays a number (it sorts, sums and
 * charts) and the format adds the unit and the thousands separator, and for a change its sign
 * ('+35 L' over the norm, '-12 L' under it, '0 L' on it).
 */
export const LITRES_FORMAT = '#,##0" L"';
export const SIGNED_LITRES = '+#,##0" L";-#,##0" L";0" L"';

/** The XLSX exports' litres columns, after the spec's columns. */
export const LITRES_COLUMNS: readonly Column[] = [
  { header: 'Litres a Day (Home)', width: 18, numFmt: LITRES_FORMAT },
  { header: 'Litres per Person a Day', width: 22, numFmt: LITRES_FORMAT },
  { header: `Per Person vs ${NORM_LITRES_PER_PERSON} L Norm`, width: 24, numFmt: SIGNED_LITRES },
];

const NO_LITRES: Cell[] = LITRES_COLUMNS.map(() => NOT_AVAILABLE);

/**
 * The footprint of answers as stored (JSON text), or null for an attempt without answers or
 * with answers the model cannot read (an attempt from before a wording change, say). Throws
 * only on text that is not JSON, which the exports treat as an unreadable part of a row.
 */
export function storedFootprint(
  responses: unknown,
  { range = false }: { range?: boolean } = {},
): Footprint | null {
  if (responses === null || responses === undefined) return null;
  if (typeof responses !== 'string') throw new Error('responses are not text');
  const answers = JSON.parse(responses) as Responses;
  // The model's own check (a loop over the questions) rather than the zod schema: an export
  // reads tens of thousands of attempts, and this is the part of a row's cost that is ours.
  try {
    assertResponses(answers);
  } catch {
    return null;
  }
  // The range costs two model runs a factor; only the individual PDF prints it.
  return computeFootprint(answers, {}, { range });
}

/**
 * Household litres a day, per person, and per person minus the norm (negative: under it),
 * rounded as the screens round them; N/A without answers. The footprint is the household's
 * (household-litres.ts).
 */
export function litresCells(fp: Footprint | null): Cell[] {
  if (!fp) return NO_LITRES;
  const perPerson = fp.direct.perPersonPerDay;
  return [
    round(fp.direct.litresPerDay),
    round(perPerson),
    round(perPerson - NORM_LITRES_PER_PERSON),
  ];
}

export { NO_LITRES };
