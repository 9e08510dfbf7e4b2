import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ToggleGroup } from './ToggleGroup';

type Period = 'week' | 'month' | 'all';
const PERIODS = [
  { value: 'week', label: 'Last Week' },
  { value: 'month', label: 'Last Month' },
  { value: 'all', label: 'All Time' },
] as const;

function Filters({ onChange }: { onChange: (p: Period) => void }) {
  const [period, setPeriod] = useState<Period>('all');
  return (
    <ToggleGroup<Period>
      label="Period"
      options={PERIODS}
      value={period}
      onChange={(p) => {
        onChange(p);
        setPeriod(p);
      }}
    />
  );
}

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);

describe('ToggleGroup', () => {
  it('is a named group of buttons of which exactly the current one is pressed', async () => {
    const { container } = render(<Filters onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(group.querySelectorAll('button')).toHaveLength(3);
    expect(pressed()).toEqual(['All Time']);
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('presses the clicked option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filters onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Last Month' }));
    expect(onChange).toHaveBeenCalledWith('month');
    expect(pressed()).toEqual(['Last Month']);
  });

  it('works from the keyboard: Tab to an option, Enter or Space presses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filters onChange={onChange} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Last Week');
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['Last Week']);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([['week'], ['month']]);
    expect(pressed()).toEqual(['Last Month']);
  });
});
