import type { Storefront } from '../../../../shared/contracts/storefront.ts';
import { EMBEDDED_STOREFRONT_ID } from '../../../../shared/storefront.ts';

/**
 * The shop's page data the server sent inside the page's HTML (its storefront and checkout pages),
 * read once: the element is taken out of the document, so a later visit asks the server. Nothing
 * when the page has none, it is another shop's, or it cannot be read.
 */
export function takeEmbeddedStorefront(
  storeId: number,
  doc: Document | undefined = globalThis.document,
): Storefront | undefined {
  const element = doc?.getElementById(EMBEDDED_STOREFRONT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Storefront;
    return data?.store?.id === storeId ? data : undefined;
  } catch {
    return undefined;
  }
}
