// The factor table as Markdown, for docs/water-model.md (a test keeps the doc identical to this).

import { CHOICES, F, READINGS } from './factors';
import type { Choice, Factor } from './factors';

function format(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return String(Number(value.toPrecision(3)));
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function range(f: Factor): string {
  return f.low === f.high ? '-' : `${format(f.low)}-${format(f.high)}`;
}

export function renderFactorTables(): string {
  const physical = [
    '| id | factor | value | unit | low-high | status | source | why this value |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.values(F).map(
      (f) =>
        `| \`${f.id}\` | ${cell(f.label)} | ${format(f.value)} | ${f.unit} | ${range(f)} | ${f.status} | ${cell(f.source)} | ${cell(f.note)} |`,
    ),
  ];
  const readings = [
    '| id | question | option | value | unit | low-high | status | note |',
    '|---|---|---|---|---|---|---|---|',
    ...READINGS.map(
      (f) =>
        `| \`${f.id}\` | ${f.question} | ${cell(f.option ?? '')} | ${format(f.value)} | ${f.unit} | ${range(f)} | ${f.status} | ${cell(f.note)} |`,
    ),
  ];
  const choices = [
    '| question | option | reads factor | note |',
    '|---|---|---|---|',
    ...Object.entries(CHOICES).flatMap(([key, options]) =>
      Object.entries(options as Record<string, Choice>).map(
        ([option, c]) =>
          `| ${key} | ${cell(option)} | ${c.factor ? `\`${c.factor}\`` : 'none (0 L)'} | ${cell(c.note)} |`,
      ),
    ),
  ];
  return [
    '### Physical factors and benchmarks',
    '',
    ...physical,
    '',
    `### How each option is read (source: the option text in \`packages/scoring/src/questions.ts\`)`,
    '',
    ...readings,
    '',
    '### Options that choose a factor',
    '',
    ...choices,
  ].join('\n');
}
