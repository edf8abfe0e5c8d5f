import { screen } from '@testing-library/react';
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

  it('stays hidden once chosen, and the footer link asks again', async () => {
    localStorage.setItem('cookieConsent', 'false');
    const user = userEvent.setup();
    await renderShell(
      <>
        <ConsentBanner />
        <Footer />
      </>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('region', { name: 'Cookies and your privacy' })).toBeInTheDocument();
  });
});
