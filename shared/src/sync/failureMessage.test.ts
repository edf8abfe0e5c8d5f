import { failureKey } from './failureMessage';

const at = 1;

describe('failureKey', () => {
  it('maps the shared handler kinds to the docs/product.md section 8 messages of the common namespace', () => {
    expect(
      failureKey({ kind: 'unreachable', code: 'error-occurred', message: '', status: null, at }),
    ).toBe('common:errors.unreachable');
    expect(
      failureKey({ kind: 'server', code: 'error-occurred', message: '', status: 500, at }),
    ).toBe('common:errors.server');
    expect(
      failureKey({ kind: 'unknown', code: 'error-occurred', message: '', status: null, at }),
    ).toBe('common:errors.unknown');
  });

  it('says "check your data" for a refused input and explains a conflict', () => {
    expect(
      failureKey({ kind: 'server', code: 'validation-error', message: '', status: 400, at }),
    ).toBe('common:errors.general');
    expect(failureKey({ kind: 'server', code: 'conflict', message: '', status: 409, at })).toBe(
      'common:errors.conflict',
    );
    expect(failureKey(null)).toBe('common:errors.general');
  });
});
