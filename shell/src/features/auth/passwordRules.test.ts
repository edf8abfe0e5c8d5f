import { checkPassword, emailErrorKey, isStrongPassword } from './passwordRules';

describe('password rules (docs/product.md section 5)', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Ab1!', false],
    ['Élève12?', true],
  ])('%s strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('reports each rule separately', () => {
    expect(checkPassword('abc')).toEqual([
      { id: 'minLength', met: false },
      { id: 'uppercase', met: false },
      { id: 'lowercase', met: true },
      { id: 'number', met: false },
      { id: 'special', met: false },
    ]);
  });

  it('requires a valid email', () => {
    expect(emailErrorKey('')).toBe('auth.validation.emailRequired');
    expect(emailErrorKey('  ')).toBe('auth.validation.emailRequired');
    expect(emailErrorKey('ada@')).toBe('auth.validation.emailInvalid');
    expect(emailErrorKey('ada@example.com')).toBeNull();
  });
});
