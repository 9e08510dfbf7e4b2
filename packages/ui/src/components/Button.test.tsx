import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Button, buttonClassName } from './Button';

describe('Button', () => {
  it('is a button named by its text that runs onClick on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);

    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
    await expectNoAxeViolations(container);
  });

  it('does not submit the form it sits in unless it is type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when disabled, cannot be clicked or focused', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    await user.tab();
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(button);
  });

  it('when loading, shows its loading text, is busy and disabled, and hides the spinner', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <Button loading loadingText="Creating Account..." onClick={onClick}>
        Sign Up
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating Account...' });
    expect(button.textContent).toBe('Creating Account...');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    expect(button.querySelector('.wf-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('when loading without loading text, keeps its own text', () => {
    render(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBe('true');
  });

  it('is not busy when idle', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('carries its variant, size and width as classes, for links that look like buttons', () => {
    render(
      <Button variant="danger" size="lg" fullWidth className="extra">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe(
      'wf-button wf-button--danger wf-button--lg wf-button--full extra',
    );
    expect(buttonClassName()).toBe('wf-button wf-button--primary wf-button--md');
  });
});
