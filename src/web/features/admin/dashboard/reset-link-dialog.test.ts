import { describe, expect, it } from 'vitest';
import { resetLinkMessage } from './reset-link-dialog.tsx';

describe('resetLinkMessage', () => {
  it('says whose link it is, the link and how long it works', () => {
    const text = resetLinkMessage({
      nomeEmpresa: 'Padaria Pão Dourado',
      link: 'https://loja.exemplo.com.br/redefinir-senha/abc',
    });
    expect(text).toContain('Padaria Pão Dourado');
    expect(text).toContain('\nhttps://loja.exemplo.com.br/redefinir-senha/abc\n');
    expect(text).toContain('30 minutos');
  });
});
