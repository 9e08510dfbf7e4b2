import { meterPeriods } from '@wf/scoring/meter-fields';
import { NORM_LITRES_PER_PERSON } from '@wf/scoring/norm';
import { round } from '@wf/scoring/water';
import { meterReadingsOf } from '../domain/meter-readings.ts';
import { LITRES_FORMAT, SIGNED_LITRES } from './litres.ts';
import type { ExportReader } from './reader.ts';
import { NOT_AVAILABLE, type Cell, type Column, type TableExport } from './table.ts';

// The society's meter readings as an XLSX sheet (issue 11, item 6): each reading, and for each
// after the first the period it closes in litres a person a day beside the 135 L norm.

export const METER_COLUMNS: readonly Column[] = [
  { header: 'Date', width: 12, day: true },
  { header: 'Reading (kL)', width: 14 },
  { header: 'Occupied Flats', width: 15 },
  { header: 'Residents', width: 11 },
  { header: 'Days Since Last Reading', width: 22 },
  { header: 'Litres in Period', width: 16, numFmt: LITRES_FORMAT },
  { header: 'Litres per Person a Day', width: 22, numFmt: LITRES_FORMAT },
  // Signed litres: '+35 L' over the norm, '-12 L' under it.
  { header: `Per Person vs ${NORM_LITRES_PER_PERSON} L Norm`, width: 24, numFmt: SIGNED_LITRES },
];

export function meterReadingsTable(reader: ExportReader): TableExport {
  const readings = meterReadingsOf(reader.db);
  const periods = meterPeriods(readings);
  const rows: Cell[][] = readings.map((r, i) => {
    const period = i > 0 ? periods[i - 1] : undefined;
    return [
      // The reading's calendar day in the community (no time, so no zone): a date cell.
      new Date(`${r.date}T00:00:00Z`),
      r.readingKl,
      r.occupiedFlats,
      r.residents,
      period ? period.days : NOT_AVAILABLE,
      period ? round(period.litres) : NOT_AVAILABLE,
      period ? round(period.litresPerPersonPerDay) : NOT_AVAILABLE,
      period ? round(period.litresPerPersonPerDay - NORM_LITRES_PER_PERSON) : NOT_AVAILABLE,
    ];
  });
  return { sheetName: 'Meter Readings', columns: METER_COLUMNS, rows };
}
