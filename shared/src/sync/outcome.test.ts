import { failureKey, failureOf } from './outcome';

describe('failureKey', () => {
  it('maps the shared handler kinds to the docs/product.md section 8 messages of the common namespace', () => {
    expect(failureKey({ kind: 'unreachable', error: 'error-occurred' })).toBe(
      'common:errors.unreachable',
    );
    expect(failureKey({ kind: 'server', error: 'error-occurred' })).toBe('common:errors.server');
    expect(failureKey({ kind: 'unknown', error: 'error-occurred' })).toBe('common:errors.unknown');
  });

  it('says "check your data" for a refused input, explains a conflict and a full account', () => {
    expect(failureKey({ kind: 'server', error: 'validation-error' })).toBe('common:errors.general');
    expect(failureKey({ kind: 'server', error: 'conflict' })).toBe('common:errors.conflict');
    expect(failureKey({ kind: 'server', error: 'limit-reached' })).toBe(
      'common:errors.limitReached',
    );
  });
});

describe('failureOf', () => {
  it("gives the caller its own failure's code, status and message key", () => {
    expect(
      failureOf({
        success: false,
        error: 'conflict',
        message: 'Version obsolète',
        kind: 'server',
        status: 409,
      }),
    ).toEqual({
      ok: false,
      error: 'conflict',
      kind: 'server',
      status: 409,
      message: 'Version obsolète',
      messageKey: 'common:errors.conflict',
    });
  });
});
