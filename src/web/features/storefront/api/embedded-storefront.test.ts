import { describe, expect, it } from 'vitest';
import { EMBEDDED_STOREFRONT_ID } from '../../../../shared/storefront.ts';
import { takeEmbeddedStorefront } from './embedded-storefront.ts';

/** A document holding one element with this id and text (the server's script), and whether it was removed. */
function page(text: string | null) {
  const state = { removed: false };
  const element = {
    textContent: text,
    remove: () => {
      state.removed = true;
    },
  };
  const doc = {
    getElementById: (id: string) => (id === EMBEDDED_STOREFRONT_ID && !state.removed && text !== null ? element : null),
  } as unknown as Document;
  return { doc, state };
}

const data = { store: { id: 7, nomeEmpresa: 'Padaria' }, products: [], promocao: null };

describe('takeEmbeddedStorefront', () => {
  it("reads the shop's data once and takes the element out of the page", () => {
    const { doc, state } = page(JSON.stringify(data));
    expect(takeEmbeddedStorefront(7, doc)).toEqual(data);
    expect(state.removed).toBe(true);
    expect(takeEmbeddedStorefront(7, doc)).toBeUndefined();
  });

  it("gives nothing for another shop's data, unreadable data or a page without it", () => {
    expect(takeEmbeddedStorefront(8, page(JSON.stringify(data)).doc)).toBeUndefined();
    expect(takeEmbeddedStorefront(7, page('{ not json').doc)).toBeUndefined();
    expect(takeEmbeddedStorefront(7, page('null').doc)).toBeUndefined();
    expect(takeEmbeddedStorefront(7, page(null).doc)).toBeUndefined();
    expect(takeEmbeddedStorefront(7, undefined)).toBeUndefined();
  });
});
