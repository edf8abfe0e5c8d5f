import { bus } from '@planner/shared/bus';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../testing/renderShell';
import { usePageMeta } from '../../meta/usePageMeta';
import { LanguageSwitcher } from './LanguageSwitcher';

function Page() {
  usePageMeta('login');
  return <LanguageSwitcher />;
}

function meta(selector: string) {
  return document.head.querySelector<HTMLMetaElement>(selector)?.content;
}

beforeEach(() => act(() => bus.set('language', 'en')));

describe('LanguageSwitcher', () => {
  it('switches the interface, the title and the social tags to French', async () => {
    const user = userEvent.setup();
    await renderShell(<Page />);
    expect(document.title).toBe('Log in · Planner');
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByLabelText('Langue')).toHaveValue('fr');
    expect(document.title).toBe('Connexion · Planner');
    expect(meta('meta[property="og:title"]')).toBe('Connexion · Planner');
    expect(meta('meta[name="twitter:title"]')).toBe('Connexion · Planner');
    expect(meta('meta[property="og:locale"]')).toBe('fr_FR');
    expect(meta('meta[name="description"]')).toContain('Connectez-vous');
    expect(meta('meta[property="og:description"]')).toContain('Connectez-vous');
    expect(meta('meta[name="twitter:description"]')).toContain('Connectez-vous');
    expect(document.documentElement.lang).toBe('fr');
    expect(bus.get('language')).toBe('fr');
  });
});
