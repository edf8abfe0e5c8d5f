import { act } from '@testing-library/react';
import { renderShell } from '../../../testing/renderShell';
import { writeConsent } from '@planner/shared/consent';
import { allowedServices, type OptionalServiceLoaders } from '../optionalServices';
import { OptionalServices } from './OptionalServices';

function loaders() {
  return {
    analytics: jest.fn().mockResolvedValue(undefined),
    pushEndpoint: jest.fn().mockResolvedValue('https://push.example/device-1'),
    stopPush: jest.fn().mockResolvedValue(undefined),
  } satisfies OptionalServiceLoaders;
}

beforeEach(() => localStorage.clear());

describe('allowedServices', () => {
  const base = { analyticsId: 'G-1', signedIn: true };
  it.each([
    [true, base, { analytics: true, push: true }],
    [false, base, { analytics: false, push: false }],
    [null, base, { analytics: false, push: false }],
    [true, { ...base, analyticsId: '' }, { analytics: false, push: true }],
    [true, { ...base, signedIn: false }, { analytics: true, push: false }],
  ] as const)('consent %s with %j', (consent, config, expected) => {
    expect(allowedServices({ consent, ...config })).toEqual(expected);
  });
});

describe('OptionalServices', () => {
  it('loads nothing without consent, even when configured', async () => {
    const l = loaders();
    const { service, auth } = await renderShell(<OptionalServices loaders={l} analyticsId="G-1" />);
    await act(async () => {
      auth.start();
      service.emit(service.makeUser());
    });
    expect(l.analytics).not.toHaveBeenCalled();
    expect(l.pushEndpoint).not.toHaveBeenCalled();
    await act(async () => writeConsent(false));
    expect(l.analytics).not.toHaveBeenCalled();
    // A refusal unsubscribes this device (in case it had been turned on before).
    expect(l.stopPush).toHaveBeenCalled();
    expect(auth.getState().pushToken).toBeNull();
  });

  it('loads no analytics with consent when the deployment configures none (the default)', async () => {
    localStorage.setItem('cookieConsent', 'true');
    const l = loaders();
    const { service, auth } = await renderShell(<OptionalServices loaders={l} analyticsId="" />);
    await act(async () => {
      auth.start();
      service.emit(service.makeUser());
    });
    expect(l.analytics).not.toHaveBeenCalled();
  });

  it('loads analytics on consent, and keeps this device’s push endpoint once signed in', async () => {
    const l = loaders();
    const { service, auth } = await renderShell(<OptionalServices loaders={l} analyticsId="G-1" />);
    act(() => writeConsent(true));
    expect(l.analytics).toHaveBeenCalledWith('G-1');
    expect(l.pushEndpoint).not.toHaveBeenCalled();
    await act(async () => {
      auth.start();
      service.emit(service.makeUser());
    });
    expect(l.pushEndpoint).toHaveBeenCalled();
    expect(auth.getState().pushToken).toBe('https://push.example/device-1');
    expect(l.analytics).toHaveBeenCalledTimes(1);
  });
});
