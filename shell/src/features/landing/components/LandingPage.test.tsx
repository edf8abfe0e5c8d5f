import { screen, within } from '@testing-library/react';
import { renderShell } from '../../../testing/renderShell';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  it('presents offline mode and external calendars as features, and only sharing as coming soon', async () => {
    await renderShell(<LandingPage />);
    const features = screen.getByRole('region', {
      name: 'Everything you need to organise your week',
    });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Works offline', 'Your other calendars']));
    const coming = screen.getByRole('region', { name: 'Coming soon' });
    expect(within(coming).getAllByRole('listitem')).toHaveLength(1);
    expect(coming).toHaveTextContent('Share your calendar with family, friends or colleagues.');
    expect(coming).not.toHaveTextContent(/offline|external/i);
  });

  it('says the same in French', async () => {
    await renderShell(<LandingPage />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Fonctionne hors ligne' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vos autres calendriers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bientôt disponible' })).not.toHaveTextContent(
      /hors ligne/,
    );
  });
});
