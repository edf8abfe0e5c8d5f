import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createI18n } from '../i18n';
import { Modal } from './Modal';

beforeAll(async () => {
  await createI18n('en');
});

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Edit task"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Save</button>}
      >
        <label>
          Title <input />
        </label>
        <label>
          Notes <textarea />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes the focus on its first field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit task' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab(); // Notes
    await user.tab(); // Save
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab(); // wraps to the close button, the first in the dialog
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true }); // back around to the last
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open', hidden: true })).not.toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('lets a field that takes the focus itself keep it, and still gives the focus back to the opener', async () => {
    function AutoFocusHarness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            New event
          </button>
          <Modal open={open} title="New event" onClose={() => setOpen(false)}>
            <label>
              Start from a preset <select />
            </label>
            <label>
              Title <input autoFocus />
            </label>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<AutoFocusHarness />);
    const opener = screen.getByRole('button', { name: 'New event' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and on a click on the backdrop, not inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = render(
      <Modal open title="T" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    await user.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(
      <Modal open title="T" onClose={onClose} closeOnBackdrop={false}>
        <p>Body</p>
      </Modal>,
    );
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('lets only the innermost of two open dialogs react to Escape', async () => {
    const user = userEvent.setup();
    const outer = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open title="Outer" onClose={outer}>
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
            <input aria-label="inner field" />
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('textbox', { name: 'inner field' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Hidden" onClose={() => {}}>
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
