import { describe, expect, it } from 'vitest';
import { isKnownPath, matchesPattern } from './paths.ts';

describe('paths', () => {
  it('matches patterns with parameters', () => {
    expect(matchesPattern('/store/:storeId', '/store/12')).toBe(true);
    expect(matchesPattern('/store/:storeId', '/store/12/')).toBe(true);
    expect(matchesPattern('/store/:storeId', '/store')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
  });
  it('knows the screens that exist', () => {
    expect(isKnownPath('/')).toBe(true);
    expect(isKnownPath('/login-lojista')).toBe(true);
    expect(isKnownPath('/lojista')).toBe(true);
    expect(isKnownPath('/super-admin')).toBe(true);
    expect(isKnownPath('/cadastrar-clientes')).toBe(true);
    expect(isKnownPath('/relatorio')).toBe(true);
    expect(isKnownPath('/nao-existe')).toBe(false);
    expect(isKnownPath('/lojista/extra')).toBe(false);
  });
});
