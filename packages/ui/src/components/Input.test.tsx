import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Input } from './Input';

describe('Input', () => {
  it('is labelled by its visible label and takes typed text', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <Input label="Email" value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    const { container } = render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'maya@example.com');
    expect(screen.getByRole('status').textContent).toBe('maya@example.com');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('with an error: is invalid and described by the message shown under it', async () => {
    const { container } = render(
      <Input label="Email" id="email" error="Please enter a valid email address" />,
    );
    const input = screen.getByRole('textbox', {
      name: 'Email',
      description: 'Please enter a valid email address',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Please enter a valid email address');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(message.id).toBe('email-error');
    expect(container.querySelector('.wf-field')?.classList.contains('wf-field--invalid')).toBe(
      true,
    );
    await expectNoAxeViolations(container);
  });

  it('is described by its hint, its own aria-describedby and its error, in that order', () => {
    render(
      <>
        <p id="rules">At least 8 characters.</p>
        <Input
          label="Password"
          type="text"
          hint="Use a phrase you remember."
          aria-describedby="rules"
          error="Password is too short"
        />
      </>,
    );
    const input = screen.getByRole('textbox', {
      name: 'Password',
      description: 'At least 8 characters. Use a phrase you remember. Password is too short',
    });
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
  });

  it('loses the error state when the error goes away', () => {
    const { rerender } = render(<Input label="Name" error="Profile name is required" />);
    rerender(<Input label="Name" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('Profile name is required')).toBeNull();
  });

  it('marks a required field for assistive technology, with the star kept out of its name', () => {
    render(<Input label="Apartment" requiredMark />);
    const input = screen.getByRole('textbox', { name: 'Apartment' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('when disabled, cannot be typed into', async () => {
    const user = userEvent.setup();
    render(<Input label="Email" disabled defaultValue="a@b.c" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'xyz');
    expect((input as HTMLInputElement).value).toBe('a@b.c');
  });
});
