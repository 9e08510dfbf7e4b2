import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ProgressBar } from './ProgressBar';

const fill = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.width;

describe('ProgressBar', () => {
  it('is a named progressbar with its range, value and value text', async () => {
    const { container } = render(
      <ProgressBar label="Questionnaire progress" value={2} max={4} valueText="Page 2 of 4" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Questionnaire progress' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('4');
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuetext')).toBe('Page 2 of 4');
    expect(fill(bar)).toBe('50%');
    await expectNoAxeViolations(container);
  });

  it('defaults to a range of 0 to 100 and has no value text unless given', () => {
    render(<ProgressBar label="Upload" value={30} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.hasAttribute('aria-valuetext')).toBe(false);
    expect(fill(bar)).toBe('30%');
  });

  it('keeps the fill between empty and full', () => {
    const { rerender } = render(<ProgressBar label="P" value={7} max={4} />);
    expect(fill(screen.getByRole('progressbar'))).toBe('100%');
    rerender(<ProgressBar label="P" value={-1} max={4} />);
    expect(fill(screen.getByRole('progressbar'))).toBe('0%');
    rerender(<ProgressBar label="P" value={3} max={0} />);
    expect(fill(screen.getByRole('progressbar'))).toBe('0%');
  });
});
