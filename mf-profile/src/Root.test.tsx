import { render, screen } from '@testing-library/react';
import { setupI18n } from './features/testing/setupTests';
import { Root } from './Root';

beforeAll(() => setupI18n());

describe('profile Root', () => {
  it('shows the lifestyle profile under /dashboard/profile', () => {
    render(<Root basename="/dashboard/profile" navigate={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Lifestyle profile');
    expect(screen.getByRole('form', { name: 'Lifestyle profile' })).toBeInTheDocument();
  });

  it('shows the contacts, with sharing coming soon, under /dashboard/contacts', () => {
    render(<Root basename="/dashboard/contacts" navigate={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Contacts');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('No contacts yet');
    expect(screen.getByText(/share your calendar with them/)).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});
