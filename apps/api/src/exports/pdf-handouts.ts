import QRCode from 'qrcode';
import { fill, HANDOUT_TEXTS } from '@wf/scoring/handouts';
import type { Language } from '@wf/scoring/language';
import { formatDay } from '@wf/scoring/reminders';
import type { CertificateFacts, PosterFacts } from '../domain/handouts.ts';
import { fontName, fontRuns } from './pdf-fonts.ts';
import { createPdf, drawRuns, MARGIN, type Pdf } from './pdf.ts';

// The things to hand out as PDFs (issue 30, item 3): the notice-board poster and a child's
// certificate. A4, one page each, big friendly type; Hindi in the embedded Devanagari face
// (pdf-fonts.ts), so the same letters print on every server.

const WATER = '#0b6fa4';
const INK = '#1a1a1a';
const SOFT = '#e6f3fa';

/** Renders a one-page document to bytes: these are small, unlike the streamed reports. */
async function render(doc: Pdf, draw: (doc: Pdf) => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.once('end', () => resolve(Buffer.concat(chunks)));
    doc.once('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** The width `text` takes in its faces, as drawRuns draws it. */
function widthOf(doc: Pdf, text: string, size: number, bold: boolean): number {
  let width = 0;
  for (const run of fontRuns(text)) {
    doc.font(fontName(run.face, bold)).fontSize(size);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** Lines of `text`, broken at spaces, each at most `width` wide (a longer word stays whole). */
function lines(doc: Pdf, text: string, size: number, bold: boolean, width: number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(doc, next, size, bold) > width) {
      result.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  result.push(line);
  return result;
}

/** `text` centred on the page, line by line. Returns the y under it. */
function centred(doc: Pdf, text: string, y: number, size: number, bold = false): number {
  const inner = doc.page.width - 2 * MARGIN;
  let at = y;
  for (const line of lines(doc, text, size, bold, inner)) {
    const width = widthOf(doc, line, size, bold);
    at = drawRuns(doc, line, MARGIN + Math.max(0, (inner - width) / 2), at, { size, bold });
  }
  return at;
}

/** The QR code as squares (vector, so it stays sharp at any print size), `side` points wide. */
function drawQr(doc: Pdf, text: string, x: number, y: number, side: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone on each side, as readers expect.
  const cells = modules.size + 8;
  const cell = side / cells;
  doc.rect(x, y, side, side).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        // A hair wider than the cell, so neighbouring squares leave no seam when rasterised.
        doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell + 0.2, cell + 0.2);
      }
    }
  }
  doc.fill('#000000');
}

/** The poster's languages: both unless one is asked for, the community's English first. */
export function posterLanguages(lang: Language | undefined): Language[] {
  return lang ? [lang] : ['en', 'hi'];
}

/** How often to check in: the campaign's dates when there is one, else every 30 days. */
function rhythm(facts: PosterFacts, lang: Language): string {
  const t = HANDOUT_TEXTS[lang].poster;
  const campaign = facts.campaign;
  if (!campaign) return t.rhythm;
  const when = fill(t.campaign, {
    start: formatDay(campaign.start, lang),
    end: formatDay(campaign.end, lang),
  });
  if (campaign.checkIns.length === 0) return when;
  const dates = campaign.checkIns.map((day) => formatDay(day, lang)).join(', ');
  return `${when} ${fill(t.checkIns, { dates })}`;
}

export function posterPdf(facts: PosterFacts, languages: readonly Language[]): Promise<Buffer> {
  const doc = createPdf(HANDOUT_TEXTS[languages[0] ?? 'en'].poster.title);
  return render(doc, () => {
    const { width } = doc.page;
    const both = languages.length > 1;
    doc.rect(0, 0, width, 18).fill(WATER);
    let y = MARGIN;
    for (const lang of languages) {
      const t = HANDOUT_TEXTS[lang].poster;
      doc.fillColor(WATER);
      y = centred(doc, t.title, y, both ? 26 : 34, true) + 4;
      doc.fillColor(INK);
      y = centred(doc, t.lead, y, both ? 14 : 18) + 10;
    }

    const side = both ? 210 : 300;
    const qrX = (width - side) / 2;
    doc.roundedRect(qrX - 10, y - 4, side + 20, side + 20, 12).fill(SOFT);
    drawQr(doc, facts.signupUrl, qrX, y + 6, side);
    y += side + 26;

    doc.fillColor(WATER);
    y = centred(doc, languages.map((l) => HANDOUT_TEXTS[l].poster.scan).join(' · '), y, 22, true);
    doc.fillColor(INK);
    const orOpen = languages.map((l) => HANDOUT_TEXTS[l].poster.orOpen).join(' / ');
    y = centred(doc, `${orOpen}: ${facts.publicUrl}`, y + 4, 16);
    if (facts.participantCode) {
      const code = languages.map((l) => HANDOUT_TEXTS[l].poster.code).join(' / ');
      y = centred(doc, `${code}: ${facts.participantCode}`, y + 4, 18, true);
    }
    y += 10;
    for (const lang of languages) {
      const t = HANDOUT_TEXTS[lang].poster;
      const steps = t.steps.map((step, i) => `${i + 1}. ${step}`).join('   ');
      y = centred(doc, steps, y, both ? 13 : 16) + 2;
      y = centred(doc, rhythm(facts, lang), y, both ? 13 : 16) + 8;
    }
    doc.rect(0, doc.page.height - 18, width, 18).fill(WATER);
  });
}

export function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const t = HANDOUT_TEXTS[facts.language];
  const doc = createPdf(t.certificate.title);
  return render(doc, () => {
    const { width, height } = doc.page;
    doc
      .lineWidth(6)
      .strokeColor(WATER)
      .roundedRect(MARGIN / 2, MARGIN / 2, width - MARGIN, height - MARGIN, 18)
      .stroke();
    doc
      .lineWidth(1.5)
      .roundedRect(MARGIN / 2 + 10, MARGIN / 2 + 10, width - MARGIN - 20, height - MARGIN - 20, 12)
      .stroke();

    let y = MARGIN + 50;
    doc.fillColor(WATER);
    y = centred(doc, t.certificate.title, y, 36, true) + 30;
    doc.fillColor(INK);
    y = centred(doc, t.certificate.givenTo, y, 18) + 10;
    doc.fillColor(WATER);
    y = centred(doc, facts.profileName, y, 40, true) + 24;
    doc.fillColor(INK);
    if (facts.missions.length === 0) {
      y = centred(doc, t.certificate.noMissions, y, 18) + 10;
    } else {
      y = centred(doc, t.certificate.missions, y, 18) + 10;
      for (const mission of facts.missions) {
        y = centred(doc, `• ${t.missionNames[mission]}`, y, 22, true) + 6;
      }
    }
    y += 24;
    const saving =
      facts.litresSavedPerDay === null
        ? t.certificate.notYet
        : fill(t.certificate.saved, { litres: facts.litresSavedPerDay });
    doc.fillColor(WATER);
    y = centred(doc, saving, y, 18, true);
    doc.fillColor(INK);
    centred(doc, `${t.certificate.date}: ${facts.day}`, height - MARGIN - 70, 14);
  });
}
