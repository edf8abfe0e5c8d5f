import { act } from '@testing-library/react';
import { renderShell } from '../../../testing/renderShell';
import { writeConsent } from '@planner/shared/consent';
import { allowedServices, type OptionalServiceLoaders } from '../optionalServices';
import { OptionalServices } from './OptionalServices';

function loaders() {
  return {
    analytics: jest.fn().mockResolvedValue(undefined),
    push: jest.fn().mockResolvedValue('push-token-1'),
  } satisfies OptionalServiceLoaders;
}

beforeEach(() => localStorage.clear());

describe('allowedServices', () => {
  const base = { analyticsId: 'G-1', pushVapidKey: 'vapid', signedIn: true };
  it.each([
    [true, base, { analytics: true, push: true }],
    [false, base, { analytics: false, push: false }],
    [null, base, { analytics: false, push: false }],
    [true, { ...base, analyticsId: '', pushVapidKey: '' }, { analytics: false, push: false }],
    [true, { ...base, signedIn: false }, { analytics: true, push: false }],
  ] as const)('consent %s with %j', (consent, config, expected) => {
    expect(allowedServices({ consent, ...config })).toEqual(expected);
  });
});

describe('OptionalServices', () => {
  it('loads nothing without consent, even when configured', async () => {
    const l = loaders();
    const { service, auth } = await renderShell(
      <OptionalServices loaders={l} analyticsId="G-1" pushVapidKey="vapid" />,
    );
    await act(async () => {
      auth.start();
      service.emit(service.makeUser());
    });
    expect(l.analytics).not.toHaveBeenCalled();
    expect(l.push).not.toHaveBeenCalled();
    act(() => writeConsent(false));
    expect(l.analytics).not.toHaveBeenCalled();
  });

  it('loads nothing with consent when the deployment configures nothing (the default)', async () => {
    localStorage.setItem('cookieConsent', 'true');
    const l = loaders();
    const { service, auth } = await renderShell(
      <OptionalServices loaders={l} analyticsId="" pushVapidKey="" />,
    );
    await act(async () => {
      auth.start();
      service.emit(service.makeUser());
    });
    expect(l.analytics).not.toHaveBeenCalled();
    expect(l.push).not.toHaveBeenCalled();
  });

  it('loads analytics on consent, and push once signed in, keeping the push token', async () => {
    const l = loaders();
    const { service, auth } = await renderShell(
      <OptionalServices loaders={l} analyticsId="G-1" pushVapidKey="vapid" />,
    );
    act(() => writeConsent(true));
    expect(l.analytics).toHaveBeenCalledWith('G-1');
    expect(l.push).not.toHaveBeenCalled();
    await act(async () => {
      auth.start();
      service.emit(service.makeUser());
    });
    expect(l.push).toHaveBeenCalledWith('vapid');
    expect(auth.getState().pushToken).toBe('push-token-1');
    expect(l.analytics).toHaveBeenCalledTimes(1);
  });
});
