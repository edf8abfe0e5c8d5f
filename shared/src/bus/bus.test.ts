import { EventBus } from './bus';

describe('EventBus', () => {
  it('gives a fact listener the current value at once, then each change', () => {
    const bus = new EventBus();
    const seen: string[] = [];
    const stop = bus.watch('theme', (t) => seen.push(t));
    bus.set('theme', 'dark');
    bus.set('theme', 'dark');
    stop();
    bus.set('theme', 'light');
    expect(seen).toEqual(['light', 'dark']);
    expect(bus.get('theme')).toBe('light');
  });

  it('delivers events only to current listeners and stops after unsubscribe', () => {
    const bus = new EventBus();
    bus.publish('ui:create-requested', { kind: 'task' });
    const kinds: string[] = [];
    const stop = bus.on('ui:create-requested', (p) => kinds.push(p.kind));
    bus.publish('ui:create-requested', { kind: 'event' });
    stop();
    bus.publish('ui:create-requested', { kind: 'task' });
    expect(kinds).toEqual(['event']);
  });

  it('holds an event for listeners that subscribe soon after, and forgets it once expired', () => {
    jest.useFakeTimers({ now: 1_000 });
    try {
      const bus = new EventBus();
      const early: string[] = [];
      bus.on('ui:create-requested', (p) => early.push(p.kind));
      bus.hold('ui:create-requested', { kind: 'event' }, 5_000);
      // A listener already there is not the one the request was held for.
      expect(early).toEqual([]);
      const mounted: string[] = [];
      bus.on('ui:create-requested', (p) => mounted.push(p.kind));
      expect(mounted).toEqual(['event']);
      jest.setSystemTime(7_000);
      const late: string[] = [];
      bus.on('ui:create-requested', (p) => late.push(p.kind));
      expect(late).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
