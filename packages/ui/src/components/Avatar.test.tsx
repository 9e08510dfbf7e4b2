import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Avatar, initialOf } from './Avatar';

describe('Avatar', () => {
  it('shows the capitalised first letter of the name', () => {
    const { container } = render(<Avatar name="maya Rivers" />);
    expect(container.textContent).toBe('M');
  });

  it('takes the first character after spaces, whole even when it is an emoji or not Latin', () => {
    expect(initialOf('  priya')).toBe('P');
    expect(initialOf('ऋषि')).toBe('ऋ');
    expect(initialOf('💧 Drop')).toBe('💧');
    expect(initialOf('élodie')).toBe('É');
  });

  it('shows ? for an empty name', () => {
    expect(initialOf('')).toBe('?');
    expect(initialOf('   ')).toBe('?');
  });

  it('is hidden from assistive technology unless it has a label, then it is a named image', async () => {
    const { rerender, container } = render(<Avatar name="Maya" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<Avatar name="Maya" label="Maya Rivers" size="lg" />);
    const img = screen.getByRole('img', { name: 'Maya Rivers' });
    expect(img.hasAttribute('aria-hidden')).toBe(false);
    expect(img.className).toBe('wf-avatar wf-avatar--lg');
    await expectNoAxeViolations(container);
  });
});
