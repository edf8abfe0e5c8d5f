import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@planner/shared/bus';
import { renderShell } from '../../../testing/renderShell';
import { Footer } from '../../layout/components/Footer';
import { ConsentBanner } from './ConsentBanner';

beforeEach(() => localStorage.clear());

describe('ConsentBanner', () => {
  it('asks until the visitor accepts, then stores cookieConsent=true', async () => {
    const user = userEvent.setup();
    await renderShell(<ConsentBanner />);
    const banner = screen.getByRole('region', { name: 'Cookies and your privacy' });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const announced: boolean[] = [];
    const stop = bus.on('settings:consent-changed', (p) => announced.push(p.granted));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    stop();
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    // The remotes (the dashboard's ad slot) follow the choice at once.
    expect(announced).toEqual([true]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('can be declined with the keyboard, storing cookieConsent=false', async () => {
    const user = userEvent.setup();
    await renderShell(<ConsentBanner />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('cookieConsent')).toBe('false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays hidden once chosen; the footer link opens one switch per purpose', async () => {
    localStorage.setItem('cookieConsent', 'true');
    const user = userEvent.setup();
    await renderShell(
      <>
        <ConsentBanner />
        <Footer />
      </>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Cookie settings' });
    const analytics = within(panel).getByRole('switch', { name: /^Analytics/ });
    const push = within(panel).getByRole('switch', { name: /^Push notifications/ });
    const ads = within(panel).getByRole('switch', { name: /^Ads personalisation/ });
    expect([analytics, push, ads].map((s) => (s as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
    ]);
    await user.click(analytics);
    await user.click(ads);
    expect(JSON.parse(localStorage.getItem('cookieConsentPurposes') ?? '{}')).toEqual({
      analytics: false,
      push: true,
      ads: false,
    });
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    await user.click(push);
    // Nothing allowed any more: the SPEC's flag says so.
    expect(localStorage.getItem('cookieConsent')).toBe('false');
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
