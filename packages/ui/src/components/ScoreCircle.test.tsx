import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { scoreBand, scoreCirclePercent } from '@wf/scoring';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ScoreCircle } from './ScoreCircle';
import type { ScoreBand } from './ScoreCircle';

const CIRCUMFERENCE = 2 * Math.PI * 42;

/** The circle as the app draws it: band and fill from the shared scoring rules. */
function renderScore(score: number) {
  render(<ScoreCircle score={score} percent={scoreCirclePercent(score)} band={scoreBand(score)} />);
  const circle = screen.getByRole('img', { name: `Score ${score}` });
  const value = circle.querySelector('.wf-score-circle__value')!;
  const filled = Number(value.getAttribute('stroke-dasharray')!.split(' ')[0]);
  return {
    circle,
    band: circle.getAttribute('data-band'),
    filledPercent: (filled / CIRCUMFERENCE) * 100,
  };
}

describe('ScoreCircle', () => {
  it.each([
    [100, 'excellent'],
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'low'],
    [0, 'low'],
  ] as const)('score %i is coloured as %s (thresholds 80, 60, 40)', (score, expected) => {
    const { circle, band } = renderScore(score);
    expect(band).toBe(expected);
    expect(circle.classList.contains(`wf-band--${expected}`)).toBe(true);
  });

  it.each([
    [0, 0],
    [37, 37],
    [84, 84],
    [100, 100],
    [131, 100],
  ])('score %i fills %i% of the ring (the score out of 100)', (score, percent) => {
    expect(renderScore(score).filledPercent).toBeCloseTo(percent, 6);
  });

  it('clamps a fill given outside 0..100', () => {
    const { container, rerender } = render(<ScoreCircle score={5} percent={-20} band="low" />);
    const dash = () =>
      container.querySelector('.wf-score-circle__value')!.getAttribute('stroke-dasharray');
    expect(dash()).toBe(`0 ${CIRCUMFERENCE}`);
    rerender(<ScoreCircle score={5} percent={250} band="low" />);
    expect(dash()).toBe(`${CIRCUMFERENCE} ${CIRCUMFERENCE}`);
  });

  it('writes the score in the middle, named once for assistive technology', async () => {
    const { container } = render(
      <ScoreCircle score={72} percent={72} band="good" label="Current score 72" size="lg" />,
    );
    const circle = screen.getByRole('img', { name: 'Current score 72' });
    expect(circle.textContent).toBe('72');
    expect(circle.querySelector('.wf-score-circle__number')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(circle.className).toContain('wf-score-circle--lg');
    await expectNoAxeViolations(container);
  });

  it('gives each band its own colour token, and the tokens four different colours', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const css = readFileSync(join(here, 'ScoreCircle.css'), 'utf8');
    const tokens = readFileSync(join(here, '..', 'tokens.css'), 'utf8');
    const bands: ScoreBand[] = ['excellent', 'good', 'fair', 'low'];
    const colours = bands.map((band) => {
      const rule = new RegExp(
        `\\.wf-band--${band}\\s*\\{\\s*color:\\s*var\\(--wf-band-${band}\\);`,
      );
      expect(css).toMatch(rule);
      return tokens.match(new RegExp(`--wf-band-${band}:\\s*([^;]+);`))?.[1];
    });
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(4);
  });
});
