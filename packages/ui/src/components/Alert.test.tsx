import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Alert } from './Alert';

describe('Alert', () => {
  it('an error is an assertive alert whose text is exactly its message', async () => {
    const { container } = render(<Alert tone="error">Invalid email or password</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(alert.className).toContain('wf-alert--error');
    expect(screen.queryByRole('status')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each(['info', 'success', 'warning'] as const)('a %s message is a polite status', (tone) => {
    render(<Alert tone={tone}>Saved</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces as told, or not at all with live="none"', () => {
    const { rerender } = render(
      <Alert tone="success" live="alert">
        Profile created
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Profile created');
    rerender(
      <Alert tone="error" live="none">
        Legacy note
      </Alert>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Legacy note')).toBeTruthy();
  });

  it('shows a title above the text', () => {
    render(
      <Alert tone="warning" title="Check your answers">
        Question 3 is unanswered.
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Check your answersQuestion 3 is unanswered.',
    );
  });

  it('can take focus from code (to move a reader to it) but is not in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Alert tone="error">Failed</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('tabindex')).toBe('-1');
    await user.tab();
    expect(document.activeElement).not.toBe(alert);
    alert.focus();
    expect(document.activeElement).toBe(alert);
  });

  it('has a named dismiss button only when it can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender, container } = render(<Alert tone="info">Hello</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Alert tone="info" onDismiss={onDismiss} dismissLabel="Dismiss welcome">
        Hello
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss welcome' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
