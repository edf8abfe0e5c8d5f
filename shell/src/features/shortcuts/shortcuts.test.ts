import { shortcutFor, type KeyPress } from './shortcuts';

function press(key: string, extra: Partial<KeyPress> = {}): KeyPress {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: document.body,
    ...extra,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutFor', () => {
  it('maps each key of the list to its command', () => {
    expect(
      ['n', 'e', '/', 't', 'd', 'w', 'm', 'p', '?'].map((key) => shortcutFor(press(key))),
    ).toEqual([
      'newTask',
      'newEvent',
      'search',
      'today',
      'dayView',
      'weekView',
      'monthView',
      'planDay',
      'help',
    ]);
    expect(shortcutFor(press('x'))).toBeNull();
    // Shift+N gives "N": no shortcut (the list is lower-case letters).
    expect(shortcutFor(press('N'))).toBeNull();
  });

  it('never fires with Ctrl, Meta or Alt held', () => {
    expect(shortcutFor(press('n', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('n', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('w', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('?', { ctrlKey: true }))).toBeNull();
  });

  it('never fires while typing in a field, a select or editable text', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="search" type="search" /><textarea id="area"></textarea>
      <select id="pick"><option>a</option></select>
      <div contenteditable="true"><p id="inside">text</p></div>
      <button id="button">ok</button>`;
    for (const id of ['text', 'search', 'area', 'pick', 'inside']) {
      expect(shortcutFor(press('n', { target: document.getElementById(id) }))).toBeNull();
    }
    expect(shortcutFor(press('n', { target: document.getElementById('button') }))).toBe('newTask');
  });

  it('never fires while a dialog is open, nor for a key already used or being composed', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><button>x</button></div>';
    expect(shortcutFor(press('n'))).toBeNull();
    expect(shortcutFor(press('?'))).toBeNull();
    document.body.innerHTML = '';
    expect(shortcutFor(press('n', { defaultPrevented: true }))).toBeNull();
    expect(shortcutFor(press('n', { isComposing: true }))).toBeNull();
  });
});
