import type { z } from 'zod';
import {
  type PixSettings,
  type Settings,
  settingsMessages,
  type updatePixSettingsSchema,
  type updateSettingsSchema,
} from '../../../shared/contracts/settings.ts';
import { checkAccountPassword } from '../../auth/account-password.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import {
  findPixSettings,
  findStorePasswordHash,
  findStoreSettings,
  savePixSettings,
  saveStoreSettings,
} from './settings-queries.ts';

/** Wrong login passwords typed to change the PIN, per shop (shared with the password change). */
export { ACCOUNT_PASSWORD_LIMIT } from '../../auth/account-password.ts';

export async function getSettings(db: Db, storeId: number): Promise<Settings> {
  const row = await findStoreSettings(db, storeId);
  return {
    senhaDefinida: row.loyaltyPinHash !== null,
    premios: row.wheelPrizes,
    valorMinimoPremiacaoCents: row.minPrizePurchaseCents,
  };
}

/** Confirms the owner's login password before the PIN changes; repeated mistakes are slowed down. */
async function confirmAccountPassword(db: Db, storeId: number, password: string): Promise<void> {
  const hash = await findStorePasswordHash(db, storeId);
  if (!hash) throw new NotFoundError();
  const outcome = await checkAccountPassword(db, { storeId, staffId: null }, hash, password);
  if (outcome.status === 'refused') {
    throw new TooManyRequestsError(settingsMessages.tooManyPasswordAttempts, outcome.retryAfterSeconds);
  }
  if (outcome.status === 'failed') {
    throw new ForbiddenError(settingsMessages.accountPasswordWrong, 'wrong_account_password');
  }
}

export async function updateSettings(
  db: Db,
  storeId: number,
  input: z.output<typeof updateSettingsSchema>,
): Promise<Settings> {
  let loyaltyPinHash: string | undefined;
  if (input.novaSenha) {
    await confirmAccountPassword(db, storeId, input.senhaDaLoja);
    loyaltyPinHash = await hashPassword(input.novaSenha);
  }
  await saveStoreSettings(db, storeId, {
    wheelPrizes: input.premios,
    minPrizePurchaseCents: input.valorMinimoPremiacaoCents,
    loyaltyPinHash,
  });
  return getSettings(db, storeId);
}

export async function getPixSettings(db: Db, storeId: number): Promise<PixSettings> {
  const row = await findPixSettings(db, storeId);
  return { chave: row.key, nome: row.name, cidade: row.city };
}

/** Saves the PIX data as the schema normalized it (key as the bank expects, name and city in plain upper case). */
export async function updatePixSettings(
  db: Db,
  storeId: number,
  input: z.output<typeof updatePixSettingsSchema>,
): Promise<PixSettings> {
  await savePixSettings(db, storeId, { key: input.chave, name: input.nome, city: input.cidade });
  return getPixSettings(db, storeId);
}
