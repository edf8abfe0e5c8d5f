import { act, render, screen } from '@testing-library/react';
import { bus } from '@planner/shared/bus';
import { COOKIE_CONSENT_KEY } from '@planner/shared/model/constants';
import { writeConsent, writePurposes } from '@planner/shared/consent';
import { setupI18n } from '../testing/setupTests';
import { configuredAdsProvider } from './adsProvider';
import { AdSlot } from './AdSlot';

const member = { uid: 'm1', email: 'a@b.c', isAnonymous: false };

beforeAll(() => setupI18n());
beforeEach(() => {
  localStorage.clear();
  bus.set('session', { resolved: true, user: member });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.PLANNER_ADS_PROVIDER;
});

describe('AdSlot', () => {
  it('renders nothing without consent, or when it was refused', () => {
    const { container } = render(<AdSlot />);
    expect(container).toBeEmptyDOMElement();
    act(() => writeConsent(false));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the house message once consent is given in this page, and hides it when withdrawn', () => {
    render(<AdSlot />);
    act(() => writeConsent(true));
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toHaveTextContent(
      'Planner is free for everyone',
    );
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    act(() => writeConsent(false));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('stays hidden when consent covers analytics and push but not ads', () => {
    render(<AdSlot />);
    act(() => writePurposes({ analytics: true, push: true, ads: false }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => writePurposes({ analytics: false, push: false, ads: true }));
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
  });

  it('follows a choice made elsewhere (the shell or another tab: a storage event)', () => {
    render(<AdSlot />);
    act(() => {
      localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_KEY }));
    });
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
  });

  it('is shown only after login', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    bus.set('session', { resolved: true, user: null });
    const { container } = render(<AdSlot />);
    expect(container).toBeEmptyDOMElement();
    act(() => bus.set('session', { resolved: true, user: member }));
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });

  it("uses the deployment's provider, 'none' by default, and never anything it does not know", () => {
    expect(configuredAdsProvider()).toBe('none');
    process.env.PLANNER_ADS_PROVIDER = ' AdNetwork ';
    expect(configuredAdsProvider()).toBe('adnetwork');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    render(<AdSlot provider="adnetwork" />);
    expect(screen.getByRole('complementary')).toHaveAttribute('data-ad-provider', 'none');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('[planner]', expect.stringContaining("'adnetwork'"));
  });
});
