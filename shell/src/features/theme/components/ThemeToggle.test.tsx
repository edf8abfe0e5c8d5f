import { bus } from '@planner/shared/bus';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../testing/renderShell';
import { ThemeToggle } from './ThemeToggle';

beforeEach(() => {
  localStorage.clear();
  act(() => bus.set('theme', 'light'));
  document.documentElement.className = '';
});

describe('ThemeToggle', () => {
  it('switches between moon and sun, with an accessible label, and saves the choice', async () => {
    const user = userEvent.setup();
    await renderShell(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBe(button);
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveFocus();
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
