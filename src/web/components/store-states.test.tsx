import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api/client.ts';
import { StoreMissing, storeMissingTitle } from './store-states.tsx';

/** The screen's HTML (its link is a plain one here: no entry's router is around it). */
async function draw(error?: unknown): Promise<string> {
  const { prelude } = await prerender(<StoreMissing error={error} />);
  return new Response(prelude).text();
}

describe('the page of a shop that cannot be shown', () => {
  const blocked = new ApiClientError(404, 'store_unavailable', 'Esta loja está indisponível no momento.');
  const unknown = new ApiClientError(404, 'not_found', 'Loja não encontrada');

  it('says a blocked shop is unavailable, not that it does not exist', async () => {
    const html = await draw(blocked);
    expect(html).toContain('Esta loja está indisponível no momento.');
    expect(html).not.toContain('Loja não encontrada');
    expect(storeMissingTitle(blocked)).toContain('Loja indisponível');
    expect(html).toContain('href="/"');
  });

  it("keeps the spec's 'Loja não encontrada' for an unknown shop or a malformed address", async () => {
    for (const error of [unknown, undefined]) {
      const html = await draw(error);
      expect(html).toContain('Loja não encontrada');
      expect(html).not.toContain('indisponível no momento');
      expect(storeMissingTitle(error)).toContain('Loja não encontrada');
    }
  });
});
