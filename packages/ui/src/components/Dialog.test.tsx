import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** A screen with a button that opens a dialog holding a field and two actions. */
function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete profile</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Delete this profile?"
        description="Its scores are deleted too."
        actions={
          <>
            <Button variant="danger">Delete</Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </>
        }
      >
        <label>
          Reason <input name="reason" />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const view = render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Delete profile' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete this profile?' });
  return { user, onClose, opener, dialog, ...view };
}

describe('Dialog', () => {
  it('renders nothing inside while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('opens as a modal dialog named by its title and described by its description', async () => {
    const { dialog, container } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { description: 'Its scores are deleted too.' })).toBe(dialog);
    expect(screen.getByRole('heading', { level: 2, name: 'Delete this profile?' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('moves focus into the dialog, to its first control', async () => {
    await openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
  });

  it('focuses the element marked data-autofocus first', async () => {
    const user = userEvent.setup();
    function AutoFocus() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Pick">
            <button type="button">First</button>
            <button type="button" data-autofocus>
              Second
            </button>
          </Dialog>
        </>
      );
    }
    render(<AutoFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
  });

  it('keeps Tab inside: past the last control it wraps to the first, and back with Shift+Tab', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });

    await user.tab();
    expect(document.activeElement).toBe(reason);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, onClose, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its × button, and with an action that closes it', async () => {
    const { user, onClose, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, not on a click inside the panel', async () => {
    const { user, onClose, dialog } = await openDialog();
    await user.click(screen.getByText('Its scores are deleted too.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides the × button when asked, and names it as told', () => {
    const { rerender } = render(
      <Dialog open onClose={() => {}} title="Saved" hideCloseButton>
        <p>Done.</p>
      </Dialog>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Dialog open onClose={() => {}} title="Saved" closeLabel="Close celebration" />);
    expect(screen.getByRole('button', { name: 'Close celebration' })).toBeTruthy();
  });
});
