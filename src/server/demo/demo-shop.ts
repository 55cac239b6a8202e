// The demo shop itself: its account (replacing an earlier demo shop with the same e-mail), profile,
// opening hours, logo, catalogue with drawn photos, settings (hashed PIN, wheel, PIX), cashback
// rules, employees and their team logins, gifts and daily tasks. Through the modules' own service functions.

import { sql } from 'drizzle-orm';
import { saoPauloToday } from '../../shared/calendar.ts';
import { updatePixSettingsSchema } from '../../shared/contracts/settings.ts';
import type { OpeningHours } from '../../shared/opening-hours.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { stores } from '../db/schema/stores.ts';
import { taskRuns, taskTemplates } from '../db/schema/tasks.ts';
import { saveCashbackConfig } from '../modules/cashback/cashback-service.ts';
import { addEmployee } from '../modules/employees/employees-service.ts';
import { addGift } from '../modules/gifts/gifts-service.ts';
import { saveImage } from '../modules/images/images-service.ts';
import { createProduct } from '../modules/products/products-service.ts';
import { saveStoreSettings } from '../modules/settings/settings-queries.ts';
import { updatePixSettings } from '../modules/settings/settings-service.ts';
import { emailInUse, saveOwnerOverridePin, saveStaffOverridePin } from '../modules/staff/staff-queries.ts';
import { addStaff } from '../modules/staff/staff-service.ts';
import { updateLogo, updateOpeningHours } from '../modules/stores/store-profile-service.ts';
import { registerStore } from '../modules/stores/stores-service.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { personName } from './demo-people.ts';
import { drawProductPicture, drawShopLogo } from './demo-pictures.ts';
import { type Random, saoPauloMidnight, saoPauloWeekday } from './demo-random.ts';

export const DEMO_SHOP = {
  email: 'demo@fidelizaloja.com.br',
  password: 'padaria2025',
  pin: '2468',
  nomeEmpresa: 'Padaria Pão Dourado',
  // 12.345.678/0001-95
  documento: '12345678000195',
  telefone: '11987654321',
  segmento: 'Padaria e Café',
  endereco: 'Rua Harmonia, 512 - Vila Madalena',
  cidade: 'São Paulo',
  themeColor: '#b5651d',
} as const;

/**
 * The demo's team logins, to try the roles: the first employee as Gerente, the second as Caixa
 * (passwords set, no invitation). The owner's and the Gerente's override PINs authorise what the
 * Caixa may not do.
 */
export const DEMO_TEAM = {
  ownerOverridePin: '1357',
  gerente: { email: 'gerente@fidelizaloja.com.br', password: 'gerente2025', overridePin: '8642' },
  caixa: { email: 'caixa@fidelizaloja.com.br', password: 'caixa2025' },
};

export const DEMO_HOURS: OpeningHours = [
  { aberto: true, abre: '07:00', fecha: '13:00' },
  { aberto: true, abre: '06:00', fecha: '20:00' },
  { aberto: true, abre: '06:00', fecha: '20:00' },
  { aberto: true, abre: '06:00', fecha: '20:00' },
  { aberto: true, abre: '06:00', fecha: '20:00' },
  { aberto: true, abre: '06:00', fecha: '21:00' },
  { aberto: true, abre: '06:30', fecha: '21:00' },
];

export const DEMO_PRIZES = [
  'Café Expresso',
  'Pão de Queijo (6 un.)',
  'Desconto 10%',
  'Brigadeiro Gourmet',
  'Sonho de Creme',
];
/** Purchases from R$ 20 count toward the wheel. */
export const DEMO_MIN_PRIZE_CENTS = 2000;
export const DEMO_CASHBACK = { percentBasisPoints: 500, redeemDays: 30, minPurchaseCents: 3000, active: true };

const TASKS: { name: string; weekdays: number[] }[] = [
  { name: 'Ligar os fornos e conferir a primeira fornada', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  { name: 'Abrir o caixa e conferir o troco', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  { name: 'Conferir a validade dos frios', weekdays: [1, 3, 5] },
  { name: 'Limpar a vitrine e as bandejas', weekdays: [1, 2, 3, 4, 5, 6] },
  { name: 'Fazer o pedido de farinha e leite', weekdays: [2, 5] },
  { name: 'Postar a fornada do dia no Instagram', weekdays: [1, 2, 3, 4, 5, 6] },
];

export interface ShopSetup {
  storeId: number;
  products: {
    id: number;
    code: number;
    name: string;
    priceCents: number;
    tracked: boolean;
    popularity: number;
    byWeight: boolean;
  }[];
  employees: { id: number; name: string }[];
  gifts: { id: number; nome: string; custoCents: number }[];
}

/** Deletes the shop with this e-mail and everything it owns (every tenant table cascades). */
export async function deleteShopByEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(stores)
    .where(sql`lower(${stores.email}) = lower(${email})`)
    .returning({ id: stores.id });
  return rows.length > 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (instant: number) => saoPauloToday(new Date(instant));

/**
 * Gives the first two employees their logins and sets the override PINs. Skipped (false) when a
 * login elsewhere holds one of the e-mails: a demo shop renamed by hand keeps its team.
 */
export async function addDemoTeam(db: Db, storeId: number, employees: ShopSetup['employees']): Promise<boolean> {
  const [manager, cashier] = employees;
  if (!manager || !cashier) return false;
  for (const { email } of [DEMO_TEAM.gerente, DEMO_TEAM.caixa]) if (await emailInUse(db, email)) return false;
  const gerente = await addStaff(db, storeId, {
    employeeId: manager.id,
    email: DEMO_TEAM.gerente.email,
    role: 'gerente',
    senha: DEMO_TEAM.gerente.password,
  });
  await addStaff(db, storeId, {
    employeeId: cashier.id,
    email: DEMO_TEAM.caixa.email,
    role: 'caixa',
    senha: DEMO_TEAM.caixa.password,
  });
  await saveOwnerOverridePin(db, storeId, await hashPassword(DEMO_TEAM.ownerOverridePin));
  await saveStaffOverridePin(db, storeId, gerente.id, await hashPassword(DEMO_TEAM.gerente.overridePin));
  return true;
}

export async function createDemoShop(db: Db, random: Random, now: Date, historyDays: number): Promise<ShopSetup> {
  const { id: storeId } = await registerStore(db, {
    nomeEmpresa: DEMO_SHOP.nomeEmpresa,
    documento: DEMO_SHOP.documento,
    email: DEMO_SHOP.email,
    senha: DEMO_SHOP.password,
    telefone: DEMO_SHOP.telefone,
    segmento: DEMO_SHOP.segmento,
    endereco: DEMO_SHOP.endereco,
    cidade: DEMO_SHOP.cidade,
  });
  // The shop has been with us since before its first sale.
  await db
    .update(stores)
    .set({
      themeColor: DEMO_SHOP.themeColor,
      description: 'Pães quentinhos o dia todo, cafés especiais e salgados feitos aqui. Desde 1998 na Vila Madalena.',
      createdAt: new Date(saoPauloMidnight(now, historyDays + 30)),
    })
    .where(sql`${stores.id} = ${storeId}`);
  await updateOpeningHours(db, storeId, DEMO_HOURS);
  const quota = 50 * 1024 * 1024;
  const logo = await saveImage(db, storeId, drawShopLogo(DEMO_SHOP.themeColor), quota);
  await updateLogo(db, storeId, logo.id);

  const products: ShopSetup['products'] = [];
  for (const item of DEMO_CATALOGUE) {
    const image = await saveImage(db, storeId, drawProductPicture(item.picture), quota);
    const created = await createProduct(db, storeId, {
      name: item.name,
      priceCents: item.priceCents,
      category: item.category,
      description: item.description,
      // The shelf before three months of sales: the history takes what it sells from it.
      stock: item.stock,
      imageId: image.id,
      barcode: item.barcode,
      lowStockLevel: null,
    });
    products.push({
      id: created.id,
      code: created.code,
      name: item.name,
      priceCents: item.priceCents,
      tracked: item.stock !== null,
      popularity: item.popularity,
      byWeight: item.byWeight ?? false,
    });
  }

  await saveStoreSettings(db, storeId, {
    wheelPrizes: DEMO_PRIZES,
    minPrizePurchaseCents: DEMO_MIN_PRIZE_CENTS,
    loyaltyPinHash: await hashPassword(DEMO_SHOP.pin),
  });
  await updatePixSettings(
    db,
    storeId,
    updatePixSettingsSchema.parse({ chave: '12.345.678/0001-95', nome: 'Padaria Pao Dourado', cidade: 'Sao Paulo' }),
  );
  await saveCashbackConfig(db, storeId, DEMO_CASHBACK);

  const employees: ShopSetup['employees'] = [];
  const goals = [1_800_000, 1_500_000, 1_200_000, 900_000];
  for (const [i, goal] of goals.entries()) {
    const name = personName(random);
    const hired = isoDay(now.getTime() - (200 + i * 300) * DAY_MS);
    const born = `${1975 + i * 6}-${String(3 + i * 2).padStart(2, '0')}-1${i}`;
    const e = await addEmployee(
      db,
      storeId,
      { nome: name, dataNascimento: born, metaMesCents: goal, dataContratacao: hired },
      now,
    );
    employees.push({ id: e.id, name });
  }

  const gifts: ShopSetup['gifts'] = [];
  for (const [nome, custoCents] of [
    ['Café Expresso', 180],
    ['Pão de Queijo (6 un.)', 420],
    ['Brigadeiro Gourmet', 150],
    ['Sonho de Creme', 260],
    ['Caneca Pão Dourado', 1500],
    ['Ecobag da Padaria', 900],
  ] as const) {
    const gift = await addGift(db, storeId, { nome, custoCents });
    gifts.push({ id: gift.id, nome, custoCents });
  }

  await addTasks(db, storeId, random, now);
  return { storeId, products, employees, gifts };
}

/** The daily task templates and their runs of the last two weeks (most done); today is opened by the app. */
async function addTasks(db: Db, storeId: number, random: Random, now: Date) {
  const created = await db
    .insert(taskTemplates)
    .values(
      TASKS.map((t) => ({
        storeId,
        name: t.name,
        weekdays: t.weekdays,
        // Kept since the first day of the history below, whose days all have their runs.
        createdAt: new Date(saoPauloMidnight(now, 14)),
        runsThrough: isoDay(saoPauloMidnight(now, 1)),
      })),
    )
    .returning({ id: taskTemplates.id, name: taskTemplates.name, weekdays: taskTemplates.weekdays });
  const runs: (typeof taskRuns.$inferInsert)[] = [];
  for (let ago = 14; ago >= 1; ago--) {
    const midnight = saoPauloMidnight(now, ago);
    const weekday = saoPauloWeekday(midnight);
    for (const t of created) {
      if (!t.weekdays.includes(weekday)) continue;
      const done = random() < (ago === 1 ? 0.6 : 0.88);
      runs.push({
        storeId,
        templateId: t.id,
        name: t.name,
        day: isoDay(midnight),
        done,
        doneAt: done ? new Date(midnight + (7 + random() * 10) * 3_600_000) : null,
        createdAt: new Date(midnight + 6 * 3_600_000),
      });
    }
  }
  if (runs.length > 0) await db.insert(taskRuns).values(runs);
}
