import { describe, expect, it } from 'vitest';
import { isKnownPath, isPublicPath, matchesPattern, ownerPathNames, publicPathNames } from './paths.ts';

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
    expect(isKnownPath('/cadastrar-produto')).toBe(true);
    expect(isKnownPath('/listar-produtos')).toBe(true);
    expect(isKnownPath('/gerenciar-pedidos')).toBe(true);
    expect(isKnownPath('/fidelidade')).toBe(true);
    expect(isKnownPath('/cadastrar-brindes')).toBe(true);
    expect(isKnownPath('/configuracoes')).toBe(true);
    expect(isKnownPath('/cadastrar-clientes')).toBe(true);
    expect(isKnownPath('/cadastrar-funcionario')).toBe(true);
    expect(isKnownPath('/relatorio')).toBe(true);
    expect(isKnownPath('/convite/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(true);
    expect(isKnownPath('/convite')).toBe(false);
    expect(isKnownPath('/nao-existe')).toBe(false);
    expect(isKnownPath('/lojista/extra')).toBe(false);
  });
});

describe('storefront paths', () => {
  it('are built screens', () => {
    for (const path of [
      '/store/7',
      '/loja-externa/7',
      '/checkout/7',
      '/checkout',
      '/order-success-external',
      '/order-success',
      '/pesquisa-satisfacao/7',
    ]) {
      expect(isKnownPath(path)).toBe(true);
    }
    expect(isKnownPath('/checkout/7/extra')).toBe(false);
  });
});

describe('the public pages', () => {
  it("are the pages a shop's customers open, none of the owner panel's", () => {
    expect(isPublicPath('/store/7')).toBe(true);
    expect(isPublicPath('/order-success-external')).toBe(true);
    expect(isPublicPath('/login-lojista')).toBe(false);
    expect(isPublicPath('/convite/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(false);
    expect(isPublicPath('/nao-existe')).toBe(false);
    for (const name of ownerPathNames) expect(publicPathNames as readonly string[]).not.toContain(name);
  });

  it('a malformed escape matches nothing (no exception)', () => {
    expect(matchesPattern('/store/:storeId', '/store/%E0%A4%A')).toBe(false);
  });
});
