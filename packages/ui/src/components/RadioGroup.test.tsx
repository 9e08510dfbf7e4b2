import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { RadioGroup, radioId } from './RadioGroup';

const OPTIONS = ['Less than 5 minutes', '5-10 minutes', 'More than 10 minutes'];

function Question({
  onChange,
  error,
  disabled,
}: {
  onChange?: (v: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <RadioGroup
      name="q1"
      number="1."
      legend="How long is your shower?"
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
      error={error}
      disabled={disabled}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend with one radio per option, none checked at first', async () => {
    const { container } = render(<Question />);
    const group = screen.getByRole('group', { name: /^1\.\s*How long is your shower\?$/ });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(OPTIONS);
    expect(radios.map((r) => r.id)).toEqual([0, 1, 2].map((i) => radioId('q1', i)));
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(group.id).toBe('q1-group');
    await expectNoAxeViolations(container);
  });

  it('checks the option whose label is clicked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Question onChange={onChange} />);
    await user.click(screen.getByText('5-10 minutes'));
    expect(onChange).toHaveBeenLastCalledWith('5-10 minutes');
    expect(screen.getByRole('radio', { name: '5-10 minutes', checked: true })).toBeTruthy();
  });

  it('moves the choice with the arrow keys and wraps at the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Question onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: OPTIONS[0] }));

    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(OPTIONS[1]);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: OPTIONS[1] }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: OPTIONS[2], checked: true })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(OPTIONS[0]);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: OPTIONS[2], checked: true })).toBeTruthy();
  });

  it('with an error: the group and each radio are described by the message', async () => {
    const { container } = render(<Question error="Please answer this question" />);
    const group = screen.getByRole('group', { description: 'Please answer this question' });
    expect(group.classList.contains('wf-radio-group--invalid')).toBe(true);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-describedby')).toBe('q1-group-error');
    }
    await expectNoAxeViolations(container);
  });

  it('when disabled, no option can be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Question onChange={onChange} disabled />);
    await user.click(screen.getByText(OPTIONS[1]!));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('shows labels other than the values when given', () => {
    render(
      <RadioGroup
        name="q2"
        legend="Do you reuse water?"
        options={[{ value: 'yes', label: 'Yes, often' }, { value: 'no' }]}
        value="no"
        onChange={() => {}}
        description="Greywater for plants counts."
      />,
    );
    expect(screen.getByRole('radio', { name: 'Yes, often' }).getAttribute('value')).toBe('yes');
    expect(screen.getByRole('radio', { name: 'no', checked: true })).toBeTruthy();
    expect(screen.getByRole('group', { description: 'Greywater for plants counts.' })).toBeTruthy();
  });
});
