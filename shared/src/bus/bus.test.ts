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

  it('gives a request to the listener there now: once taken, no later listener gets it', () => {
    const bus = new EventBus();
    const now: string[] = [];
    bus.on('ui:create-requested', (p) => {
      now.push(p.kind);
      return true;
    });
    bus.request('ui:create-requested', { kind: 'event' });
    expect(now).toEqual(['event']);
    const later: string[] = [];
    bus.on('ui:create-requested', (p) => later.push(p.kind));
    expect(later).toEqual([]);
  });

  it('holds a request no listener takes yet (its remote still loading) for the one that subscribes in time', () => {
    jest.useFakeTimers({ now: 1_000 });
    try {
      const bus = new EventBus();
      // The calendar is there but a task is asked for: it does not take it.
      const calendar: string[] = [];
      bus.on('ui:create-requested', (p) => {
        calendar.push(p.kind);
        return p.kind === 'event';
      });
      bus.request('ui:create-requested', { kind: 'task' }, 10_000);
      expect(calendar).toEqual(['task']);
      // The tasks sidebar mounts 3 s later and takes it; a third listener no longer gets it.
      jest.setSystemTime(4_000);
      const sidebar: string[] = [];
      bus.on('ui:create-requested', (p) => {
        sidebar.push(p.kind);
        return p.kind === 'task';
      });
      expect(sidebar).toEqual(['task']);
      const third: string[] = [];
      bus.on('ui:create-requested', (p) => third.push(p.kind));
      expect(third).toEqual([]);
      // One nobody takes is forgotten once expired.
      bus.request('ui:create-requested', { kind: 'event' }, 10_000);
      jest.setSystemTime(20_000);
      const late: string[] = [];
      bus.on('ui:create-requested', (p) => late.push(p.kind));
      expect(late).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
