import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ToastRegion } from './ToastRegion';

describe('ToastRegion', () => {
  it('is always present as a named region with a polite live list, even when empty', async () => {
    const { container } = render(<ToastRegion toasts={[]} onDismiss={() => {}} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const live = within(region).getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.children).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('shows each message; errors are alerts, the others are not', async () => {
    const { container } = render(
      <ToastRegion
        label="Messages"
        toasts={[
          { id: 1, message: 'Export ready', tone: 'success' },
          { id: 2, message: 'Export failed', tone: 'error' },
          { id: 3, message: 'Working…' },
        ]}
        onDismiss={() => {}}
      />,
    );
    const live = within(screen.getByRole('region', { name: 'Messages' })).getByRole('status');
    expect(Array.from(live.children).map((c) => c.textContent)).toEqual([
      'Export ready×',
      'Export failed×',
      'Working…×',
    ]);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Export failed×']);
    expect(live.children[2]!.className).toContain('wf-toast--info');
    await expectNoAxeViolations(container);
  });

  it('dismisses the toast whose button is pressed, from the keyboard too', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <ToastRegion
        toasts={[
          { id: 'a', message: 'First' },
          { id: 'b', message: 'Second' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(2);
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenLastCalledWith('a');
    await user.click(buttons[1]!);
    expect(onDismiss).toHaveBeenLastCalledWith('b');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
