// The demo shop's CRM: a couple of birthdays today, satisfaction surveys over the period (so the
// storefront shows a real rating), tags with customers, a campaign half sent, and opt-outs.
import { inArray } from 'drizzle-orm';
import { saoPauloToday } from '../../shared/calendar.ts';
import { defaultSurveyQuestions } from '../../shared/contracts/surveys.ts';
import type { Db } from '../db/client.ts';
import { campaignSends, campaigns, campaignTags, surveys, tagMembers, tags } from '../db/schema/crm.ts';
import { customers } from '../db/schema/customers.ts';
import { intBetween, pick, type Random } from './demo-random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const COMMENTS = [
  'Pão sempre quentinho, atendimento nota 10!',
  'O pão de queijo é o melhor do bairro.',
  'Demorou um pouco no horário do almoço, mas valeu a pena.',
  'Adoro o café coado, atendentes muito simpáticas.',
  'Poderia ter mais opções sem glúten.',
  'Loja limpa e organizada. Voltarei sempre.',
  '',
  '',
];

interface DemoCustomer {
  id: number;
  nome: string;
  dataNascimento: string | null;
}

export async function addDemoCrm(
  db: Db,
  random: Random,
  storeId: number,
  made: DemoCustomer[],
  now: Date,
  days: number,
) {
  // Two customers born on today's date (the CRM's 'Aniversariantes de hoje').
  const today = saoPauloToday(now);
  for (const c of made.slice(7, 9)) {
    const year = (c.dataNascimento ?? '1990').slice(0, 4);
    const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
    await db
      .update(customers)
      .set({ dataNascimento: `${year}-${monthDay}` })
      .where(inArray(customers.id, [c.id]));
  }

  // About one survey every other day, mostly happy.
  const rows = Array.from({ length: Math.round(days / 2.2) }, () => {
    const mood = random();
    const ratings = Array.from({ length: 5 }, () =>
      mood < 0.08 ? intBetween(random, 2, 3) : mood < 0.3 ? intBetween(random, 3, 5) : intBetween(random, 4, 5),
    );
    return {
      storeId,
      customerName: random() < 0.6 ? (pick(random, made).nome.split(' ')[0] ?? '') : '',
      questions: [...defaultSurveyQuestions],
      ratings,
      comment: pick(random, COMMENTS),
      createdAt: new Date(now.getTime() - intBetween(random, 0, days * 24) * 3_600_000),
    };
  });
  await db.insert(surveys).values(rows);

  const [vip, vizinhos, encomendas] = await db
    .insert(tags)
    .values([
      { storeId, nome: 'Clientes VIP', cor: '#d97706' },
      { storeId, nome: 'Vizinhança', cor: '#059669' },
      { storeId, nome: 'Encomendas de festa', cor: '#2563eb' },
    ])
    .returning({ id: tags.id });
  if (!vip || !vizinhos || !encomendas) throw new Error('demo tags');
  const members = [
    ...made.slice(0, 12).map((c) => ({ storeId, tagId: vip.id, customerId: c.id })),
    ...made.slice(20, 45).map((c) => ({ storeId, tagId: vizinhos.id, customerId: c.id })),
    ...made.slice(50, 58).map((c) => ({ storeId, tagId: encomendas.id, customerId: c.id })),
  ];
  await db.insert(tagMembers).values(members);

  const [campaign] = await db
    .insert(campaigns)
    .values({
      storeId,
      nome: 'Semana do Pão de Queijo',
      mensagem: 'Olá {nome}! Nesta semana o pão de queijo da {loja} sai com 20% de desconto. Esperamos você!',
      dataInicio: saoPauloToday(new Date(now.getTime() - 2 * DAY_MS)),
      dataFim: saoPauloToday(new Date(now.getTime() + 5 * DAY_MS)),
      status: 'ativa',
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error('demo campaign');
  await db.insert(campaignTags).values({ storeId, campaignId: campaign.id, tagId: vip.id });
  await db.insert(campaignSends).values(
    made.slice(0, 5).map((c, i) => ({
      storeId,
      campaignId: campaign.id,
      customerId: c.id,
      sentAt: new Date(now.getTime() - (2 * DAY_MS - i * 600_000)),
    })),
  );

  // Two customers replied SAIR: no more messages for them.
  await db
    .update(customers)
    .set({ whatsappOptOutAt: new Date(now.getTime() - DAY_MS) })
    .where(inArray(customers.id, [made[11]?.id ?? 0, made[30]?.id ?? 0]));
  return { surveys: rows.length, tags: 3, campaigns: 1 };
}
