import { describe, expect, it } from 'vitest';
import { isStorableText, text, textMessages } from './text.ts';

describe('text()', () => {
  it('refuses NUL and lone surrogates, keeps accents and emoji', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ude00\ud83d', '🐶\ud83d']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'São João', 'Totó 🐶', '👩‍👩‍👧', 'tab\tand\nnewline']) {
      expect(isStorableText(good), good).toBe(true);
    }
  });

  it('says so in Portuguese before any other rule', () => {
    const schema = text({ error: 'Informe o nome.' }).trim().min(1, 'Informe o nome.').max(3, 'Muito longo.');
    expect(schema.safeParse('longo demais\u0000').error?.issues.map((i) => i.message)).toEqual([
      textMessages.invalidCharacters,
    ]);
    expect(schema.safeParse(' ab ').data).toBe('ab');
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Informe o nome.');
  });
});
