import { EventBus } from '@planner/shared/bus';
import { initTheme, readInitialTheme, setTheme, toggleTheme } from './theme';

function storage(saved: string | null) {
  return { getItem: () => saved, setItem: jest.fn() };
}

function themeColor() {
  return document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;
}

function mockSystemDark(dark: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: dark }) as unknown as typeof matchMedia;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('theme load rule (docs/product.md section 4)', () => {
  it.each([
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', true, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['purple', true, 'dark'],
  ])('saved %s, system prefers dark %s -> %s', (saved, prefersDark, expected) => {
    expect(readInitialTheme(storage(saved), prefersDark)).toBe(expected);
  });
});

describe('theme on the page', () => {
  it('applies the load rule at start without saving it, and publishes it', () => {
    mockSystemDark(true);
    const bus = new EventBus();
    initTheme(bus);
    expect(document.documentElement).toHaveClass('dark');
    expect(themeColor()).toBe('#000000');
    expect(bus.get('theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('a toggle flips the mode, the dark class, the theme colour and saves it', () => {
    mockSystemDark(false);
    const bus = new EventBus();
    initTheme(bus);
    expect(themeColor()).toBe('#FF6700');
    expect(toggleTheme(bus)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(themeColor()).toBe('#000000');
    toggleTheme(bus);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(bus.get('theme')).toBe('light');
  });

  it('obeys ui:theme-requested from a remote', () => {
    mockSystemDark(false);
    const bus = new EventBus();
    const stop = initTheme(bus);
    bus.publish('ui:theme-requested', { theme: 'dark' });
    expect(bus.get('theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    stop();
    bus.publish('ui:theme-requested', { theme: 'light' });
    expect(bus.get('theme')).toBe('dark');
  });

  it('setTheme keeps the saved value across a new start', () => {
    mockSystemDark(false);
    setTheme('dark', new EventBus());
    const fresh = new EventBus();
    initTheme(fresh);
    expect(fresh.get('theme')).toBe('dark');
  });
});
