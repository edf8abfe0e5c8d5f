import { screenFor } from './screens';

describe('profile screenFor', () => {
  it('shows the contacts under /dashboard/contacts and the lifestyle profile otherwise', () => {
    expect(screenFor('/dashboard/contacts')).toBe('contacts');
    expect(screenFor('/dashboard/contacts/')).toBe('contacts');
    expect(screenFor('/dashboard/profile')).toBe('profile');
  });
});
