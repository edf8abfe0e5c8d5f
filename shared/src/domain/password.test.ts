import { checkPassword, isEmailValid, isPasswordValid, passwordsMatch } from './password';

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(checkPassword('Abcdef1!')).toEqual([]);
    expect(isPasswordValid('Abcdef1!')).toBe(true);
  });

  it.each([
    ['Abcde1!', ['minLength']],
    ['abcdefg1!', ['uppercase']],
    ['ABCDEFG1!', ['lowercase']],
    ['Abcdefgh!', ['number']],
    ['Abcdefgh1', ['special']],
    ['', ['minLength', 'uppercase', 'lowercase', 'number', 'special']],
  ])('"%s" fails %j', (pw, failed) => {
    expect(checkPassword(pw)).toEqual(failed);
    expect(isPasswordValid(pw)).toBe(false);
  });

  it('does not count a space as the special character', () => {
    expect(checkPassword('Abcdef1 x')).toEqual(['special']);
  });

  it('accepts accented letters as upper and lower case', () => {
    expect(checkPassword('Éléphant1?')).toEqual([]);
  });

  it('compares the confirmation exactly', () => {
    expect(passwordsMatch('Abcdef1!', 'Abcdef1!')).toBe(true);
    expect(passwordsMatch('Abcdef1!', 'abcdef1!')).toBe(false);
  });
});

describe('email rule', () => {
  it.each(['ana@example.com', ' ana.b+tag@sub.example.fr '])('accepts %s', (e) => {
    expect(isEmailValid(e)).toBe(true);
  });
  it.each(['', '   ', 'ana', 'ana@', '@example.com', 'ana@example', 'a na@example.com'])(
    'rejects "%s"',
    (e) => {
      expect(isEmailValid(e)).toBe(false);
    },
  );
});
