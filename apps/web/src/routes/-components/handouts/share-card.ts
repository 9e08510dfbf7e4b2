// The picture card a resident shares (issue 30, item 3): drawn on a canvas in the browser and
// turned into a PNG. It carries only what the resident ticked; with nothing ticked it says that
// the home is saving water, without a number.

export interface ShareCardContent {
  title: string;
  /** The lines the resident chose to show, already in words. */
  lines: readonly string[];
  footer: string;
}

export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1080;

/** Lines of `text` that fit `width` on the canvas, broken at spaces. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      out.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  out.push(line);
  return out;
}

/** A water drop (drawn, since not every phone's canvas has an emoji font), tip at (x, top). */
function drawDrop(ctx: CanvasRenderingContext2D, x: number, top: number): void {
  const r = 60;
  const centre = top + 140;
  ctx.beginPath();
  ctx.moveTo(x, top);
  ctx.bezierCurveTo(x + 15, top + 45, x + r, top + 90, x + r, centre);
  ctx.arc(x, centre, r, 0, Math.PI, false);
  ctx.bezierCurveTo(x - r, top + 90, x - 15, top + 45, x, top);
  ctx.closePath();
  ctx.fill();
}

export function drawShareCard(canvas: HTMLCanvasElement, content: ShareCardContent): void {
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const gradient = ctx.createLinearGradient(0, 0, 0, CARD_HEIGHT);
  gradient.addColorStop(0, '#0b6fa4');
  gradient.addColorStop(1, '#19a0c9');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const inner = CARD_WIDTH - 160;
  let y = 150;
  drawDrop(ctx, CARD_WIDTH / 2, y - 40);
  y += 190;
  ctx.font = 'bold 72px sans-serif';
  for (const line of wrap(ctx, content.title, inner)) {
    ctx.fillText(line, CARD_WIDTH / 2, y);
    y += 90;
  }
  y += 40;
  ctx.font = '56px sans-serif';
  for (const text of content.lines) {
    for (const line of wrap(ctx, text, inner)) {
      ctx.fillText(line, CARD_WIDTH / 2, y);
      y += 72;
    }
    y += 20;
  }
  ctx.font = '40px sans-serif';
  ctx.fillText(content.footer, CARD_WIDTH / 2, CARD_HEIGHT - 120);
}

export function cardBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The phone's share sheet with the card as a file where the browser allows files, the link and
 * text alone where it shares only those, and a copied link elsewhere.
 */
export async function shareSaving(
  canvas: HTMLCanvasElement,
  { text, url, fileName }: { text: string; url: string; fileName: string },
): Promise<ShareOutcome> {
  try {
    if (typeof navigator.share === 'function') {
      const blob = await cardBlob(canvas);
      const files = blob ? [new File([blob], fileName, { type: 'image/png' })] : [];
      const withFiles = { text, url, files };
      const data = files.length && navigator.canShare?.(withFiles) ? withFiles : { text, url };
      await navigator.share(data);
      return 'shared';
    }
    await navigator.clipboard.writeText(`${text} ${url}`);
    return 'copied';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'failed';
  }
}
