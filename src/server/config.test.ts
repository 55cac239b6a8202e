import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the e-mail settings', () => {
  it('PUBLIC_URL is an origin, http://localhost:PORT by default', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://loja.exemplo.com.br/' }).publicUrl).toBe('https://loja.exemplo.com.br');
    expect(loadConfig({ PUBLIC_URL: 'https://loja.exemplo.com.br:8443' }).publicUrl).toBe(
      'https://loja.exemplo.com.br:8443',
    );
    for (const bad of ['loja.exemplo.com.br', 'ftp://loja.exemplo.com.br', 'https://loja.exemplo.com.br/painel']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it("writes pages' absolute addresses from PUBLIC_URL only: no default origin for them", () => {
    expect(loadConfig({}).pageOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '  ' }).pageOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://loja.exemplo.com.br/' }).pageOrigin).toBe('https://loja.exemplo.com.br');
  });

  it('SMTP_URL is smtp:// or smtps://, never repeated in its error, and needs MAIL_FROM', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    const config = loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_FROM: 'loja@exemplo.com.br' });
    expect(config).toMatchObject({ smtpUrl: 'smtp://user:pass@mail.example:587', mailFrom: 'loja@exemplo.com.br' });
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example', MAIL_FROM: 'FidelizaLoja <nao-responda@exemplo.com.br>' })
        .mailFrom,
    ).toBe('FidelizaLoja <nao-responda@exemplo.com.br>');
    for (const bad of ['http://user:segredo@mail.example', 'mail.example:587', 'smtp://']) {
      const load = () => loadConfig({ SMTP_URL: bad, MAIL_FROM: 'loja@exemplo.com.br' });
      expect(load, bad).toThrow(/SMTP_URL/);
      expect(load).not.toThrow(/segredo/);
    }
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:p@mail.example:587' })).toThrow(/MAIL_FROM é obrigatório/);
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://u:p@mail.example:587', MAIL_FROM: 'FidelizaLoja <sem-arroba>' }),
    ).toThrow(/MAIL_FROM/);
  });
});

describe('the live streams limits', () => {
  it('keeps one shop below the process: 50 of 1,000 by default, half a smaller LIVE_STREAMS_MAX, never all of it', () => {
    expect(loadConfig({})).toMatchObject({ liveStreamsPerStore: 50, liveStreamsMax: 1000 });
    expect(loadConfig({ LIVE_STREAMS_MAX: '40' })).toMatchObject({ liveStreamsPerStore: 20, liveStreamsMax: 40 });
    expect(loadConfig({ LIVE_STREAMS_PER_STORE: '10', LIVE_STREAMS_MAX: '40' }).liveStreamsPerStore).toBe(10);
    expect(() => loadConfig({ LIVE_STREAMS_PER_STORE: '40', LIVE_STREAMS_MAX: '40' })).toThrow(
      /LIVE_STREAMS_PER_STORE \(40\) deve ser menor que LIVE_STREAMS_MAX \(40\)/,
    );
    expect(() => loadConfig({ LIVE_STREAMS_PER_STORE: '0' })).toThrow(/LIVE_STREAMS_PER_STORE/);
  });
});
