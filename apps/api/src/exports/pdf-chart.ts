import { BOLD, ensureSpace, FONT, MARGIN, winAnsi, type Pdf } from './pdf.ts';

// Bar charts drawn with pdfkit's vector paths (issue 11, item 5): crisp at any zoom, nothing
// rasterised, and every figure also written in a table under the chart.

export interface ChartSeries {
  name: string;
  color: string;
}

export interface BarChart {
  title: string;
  /** One group per label; one bar per series in each group. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  values: readonly (readonly number[])[];
  /** A dashed line across the chart at this value (the 135 L norm), with its words. */
  reference?: { value: number; label: string };
  /** A dashed line between two groups (a bin boundary), with its words. */
  boundaryAfter?: { index: number; label: string };
  /** How the value axis is labelled ('residents', 'L a person a day'). */
  unit: string;
}

const HEIGHT = 150;
const AXIS = '#333333';
const GRID = '#dddddd';

/** The axis top: four equal whole-number steps of 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  const raw = Math.max(value, 1) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((s) => s * magnitude >= raw) ?? 10) * magnitude);
  return step * 4;
}

/** Draws `chart` at the cursor, full text width, and moves the cursor under it. */
export function drawBarChart(doc: Pdf, chart: BarChart): void {
  ensureSpace(doc, HEIGHT + 70);
  doc.moveDown(0.4).font(BOLD).fontSize(10).fillColor('#000000').text(winAnsi(chart.title), MARGIN);
  const top = doc.y + 6;
  const left = MARGIN + 34;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const baseY = top + HEIGHT;
  const all = chart.values.flat();
  const maxValue = niceMax(Math.max(...all, chart.reference?.value ?? 0, 1));
  const y = (value: number) => baseY - (value / maxValue) * HEIGHT;

  // Grid and value axis: four steps.
  doc.font(FONT).fontSize(7).lineWidth(0.5);
  for (let i = 0; i <= 4; i++) {
    const value = (maxValue / 4) * i;
    doc
      .moveTo(left, y(value))
      .lineTo(right, y(value))
      .strokeColor(i === 0 ? AXIS : GRID)
      .stroke();
    doc.fillColor(AXIS).text(formatTick(value), MARGIN, y(value) - 3, {
      width: 30,
      align: 'right',
      lineBreak: false,
    });
  }

  const groups = chart.labels.length;
  const groupWidth = width / Math.max(groups, 1);
  const barWidth = (groupWidth * 0.75) / chart.series.length;
  chart.labels.forEach((label, g) => {
    const groupLeft = left + g * groupWidth + groupWidth * 0.125;
    chart.series.forEach((series, s) => {
      const value = chart.values[g]?.[s] ?? 0;
      if (value > 0) {
        doc
          .rect(groupLeft + s * barWidth, y(value), Math.max(barWidth - 1, 0.5), baseY - y(value))
          .fillColor(series.color)
          .fill();
      }
    });
    // Long runs of labels (weeks) are thinned to every other or every fourth one.
    const every = groups > 16 ? 4 : groups > 8 ? 2 : 1;
    if (g % every === 0) {
      doc
        .fillColor(AXIS)
        .fontSize(6.5)
        .text(winAnsi(label), left + g * groupWidth - 6, baseY + 3, {
          width: groupWidth * every + 12,
          align: every === 1 ? 'center' : 'left',
          lineBreak: false,
        });
    }
  });

  doc.lineWidth(1).dash(3, { space: 2 }).strokeColor('#c0392b');
  if (chart.reference) {
    const ry = y(chart.reference.value);
    doc.moveTo(left, ry).lineTo(right, ry).stroke();
    doc
      .undash()
      .fillColor('#c0392b')
      .fontSize(7)
      .text(winAnsi(chart.reference.label), right - 120, ry - 9, {
        width: 120,
        align: 'right',
        lineBreak: false,
      });
  }
  if (chart.boundaryAfter) {
    const bx = left + (chart.boundaryAfter.index + 1) * groupWidth;
    doc.dash(3, { space: 2 }).moveTo(bx, top).lineTo(bx, baseY).stroke();
    doc
      .undash()
      .fillColor('#c0392b')
      .fontSize(7)
      .text(winAnsi(chart.boundaryAfter.label), bx + 3, top, {
        lineBreak: false,
      });
  }
  doc.undash().strokeColor('#000000').lineWidth(1);

  // Legend and unit.
  let x = left;
  const legendY = baseY + 16;
  doc.fontSize(7.5);
  for (const series of chart.series) {
    doc.rect(x, legendY, 8, 8).fillColor(series.color).fill();
    doc.fillColor(AXIS).text(winAnsi(series.name), x + 11, legendY, { lineBreak: false });
    x += 11 + doc.widthOfString(winAnsi(series.name)) + 14;
  }
  doc.fillColor(AXIS).text(`(${winAnsi(chart.unit)})`, x, legendY, { lineBreak: false });
  doc.fillColor('#000000');
  doc.x = MARGIN;
  doc.y = legendY + 16;
}

function formatTick(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
