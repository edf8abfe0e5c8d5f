// "Jump to a date": the form hands over the date and the view; on a phone it opens from its button, takes
// the focus and closes with Escape.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '../../testing/renderWithCalendar';
import { JumpButton, JumpToDate } from './JumpToDate';

describe('JumpToDate', () => {
  it('jumps to the typed date, in the chosen view or the same one', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    const onJump = jest.fn();
    render(<JumpToDate onJump={onJump} />);
    const form = screen.getByRole('form', { name: 'Jump to a date' });
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '01/07/2030');
    await user.click(go);
    expect(onJump).toHaveBeenLastCalledWith('2030-01-07', null);
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'Month');
    await user.click(go);
    expect(onJump).toHaveBeenLastCalledWith('2030-01-07', 'month');
    expect(form).toBeInTheDocument();
  });

  it('opened from the phone’s button, takes the focus and closes with Escape, in French', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const { rerender } = render(
      <JumpButton expanded={false} controls="jump" onToggle={() => undefined} />,
    );
    const button = screen.getByRole('button', { name: 'Aller à une date' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    rerender(
      <>
        <JumpButton expanded controls="jump" onToggle={() => undefined} />
        <JumpToDate id="jump" focusOnOpen onJump={() => undefined} onCancel={onCancel} />
      </>,
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'jump');
    expect(screen.getByRole('form', { name: 'Aller à une date' })).toHaveAttribute('id', 'jump');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
