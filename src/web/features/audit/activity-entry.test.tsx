import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/contracts/audit.ts';
import { ActivityEntry, actorName, personLabel } from './activity-entry.tsx';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-05-10T15:00:00.000Z',
  actor: 'lojista',
  actorStaffId: null,
  actorName: '',
  authorizedByName: '',
  overrideReason: '',
  action: 'sale.deleted',
  entity: 'sale',
  entityId: 'a',
  before: { number: 7, totalCents: 1500 },
  after: null,
  description: 'Venda nº 7 de R$ 15,00 excluída',
  ...over,
});

describe('who did it', () => {
  it('names the owner as Lojista and a team member with their role', () => {
    expect(actorName(entry({}))).toBe('Lojista');
    expect(actorName(entry({ actor: 'caixa', actorName: 'Carla Souza', actorStaffId: 3 }))).toBe('Carla Souza (Caixa)');
    expect(actorName(entry({ actor: 'gerente', actorName: 'Gustavo Lima', actorStaffId: 4 }))).toBe(
      'Gustavo Lima (Gerente)',
    );
    expect(personLabel({ id: 'dono', nome: 'Lojista', actor: 'lojista' })).toBe('Lojista');
    expect(personLabel({ id: '3', nome: 'Carla Souza', actor: 'caixa' })).toBe('Carla Souza (Caixa)');
  });

  it('shows who authorised an override and why, and nothing of it otherwise', () => {
    const html = renderToString(
      <ActivityEntry
        entry={entry({
          actor: 'caixa',
          actorName: 'Carla Souza',
          actorStaffId: 3,
          authorizedByName: 'Gustavo Lima',
          overrideReason: 'Cliente desistiu',
        })}
      />,
    );
    expect(html).toContain('Carla Souza (Caixa)');
    expect(html).toContain('Autorizado por Gustavo Lima — Motivo: Cliente desistiu');
    expect(renderToString(<ActivityEntry entry={entry({})} />)).not.toContain('Autorizado por');
  });
});
