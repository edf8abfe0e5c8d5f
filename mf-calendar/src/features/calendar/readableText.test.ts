// Event text stays readable on any colour a person picks (WCAG AA asks 4.5:1 for small text).
import { readableTextOn } from './readableText';

describe('readableTextOn', () => {
  it('puts black on light or bright colours and white on dark ones', () => {
    expect(readableTextOn('#FF6700')).toBe('#000000'); // the default orange: white read at 2.9:1
    expect(readableTextOn('#FFEB3B')).toBe('#000000');
    expect(readableTextOn('#1A237E')).toBe('#FFFFFF');
    expect(readableTextOn('#C62828')).toBe('#FFFFFF');
  });
});
