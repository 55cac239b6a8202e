import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe("the web app's two HTML shells", () => {
  it('are the same page but for the script each loads and what they say without JavaScript', () => {
    const owner = read('index.html');
    const publicPages = read('public.html');
    expect(owner).toContain('<script type="module" src="./main.tsx"></script>');
    expect(publicPages).toContain('<script type="module" src="./public-site/main.tsx"></script>');
    // The public pages come drawn by the server (decision 037): only their cart needs JavaScript.
    expect(owner).toContain('<noscript>Ative o JavaScript para usar o FidelizaLoja.</noscript>');
    expect(publicPages).toContain('Ative o JavaScript para montar o carrinho e fazer o seu pedido.');
    const noscript = /<noscript>[\s\S]*?<\/noscript>/;
    expect(publicPages.replace('./public-site/main.tsx', './main.tsx').replace(noscript, '')).toBe(
      owner.replace(noscript, ''),
    );
  });
});
