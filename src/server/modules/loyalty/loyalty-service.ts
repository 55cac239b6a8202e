import type { z } from 'zod';
import {
  type LoyaltyConfig,
  type LoyaltyCustomer,
  loyaltyMessages,
  purchasesLeft,
  SLICE_COUNT,
  type SpinResult,
  type ValidationResult,
  type validatePurchaseSchema,
  wheelSlices,
} from '../../../shared/contracts/loyalty.ts';
import { verifyPassword } from '../../auth/password.ts';
import { limitedAttempt } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import { replayOnConflict } from '../../idempotency.ts';
import { findCustomerByCpf, findCustomerById, findOrCreateCustomer } from '../customers/customers-queries.ts';
import { recordPurchase } from '../customers/purchase-ledger.ts';
import { findGiftByName, recordGiftDelivery } from '../gifts/gifts-queries.ts';
import { pendingRewards } from '../orders/orders-queries.ts';
import { findStoreSettings } from '../settings/settings-queries.ts';
import { drawSlice, type RandomInt } from './loyalty-draw.ts';
import {
  countQualifyingValidations,
  findSpin,
  findValidation,
  findValidationByKey,
  insertSpinOnce,
  linkSpinDelivery,
  listPendingSpins,
} from './loyalty-queries.ts';

/** Wrong PINs typed at the counter, per shop: then wait for the window to end. */
export const PIN_ATTEMPT_LIMIT = { limit: 5, windowSeconds: 15 * 60 };

class PinNotSetError extends AppError {
  constructor() {
    super(409, 'pin_not_set', loyaltyMessages.pinNotSet);
  }
}
class NoSpinError extends AppError {
  constructor() {
    super(409, 'no_spin', loyaltyMessages.noSpin);
  }
}

export async function getLoyaltyConfig(db: Db, storeId: number): Promise<LoyaltyConfig> {
  const settings = await findStoreSettings(db, storeId);
  return {
    senhaDefinida: settings.loyaltyPinHash !== null,
    fatias: wheelSlices(settings.wheelPrizes),
    valorMinimoCents: settings.minPrizePurchaseCents,
  };
}

async function progressOf(db: Db, storeId: number, customerId: number) {
  const comprasValidas = await countQualifyingValidations(db, storeId, customerId);
  return {
    comprasValidas,
    comprasParaProximoGiro: purchasesLeft(comprasValidas),
    girosPendentes: await listPendingSpins(db, storeId, customerId),
  };
}

/** A known customer of the shop, to fill the counter's form and show their progress. */
export async function getLoyaltyCustomer(db: Db, storeId: number, cpf: string): Promise<LoyaltyCustomer> {
  const customer = await findCustomerByCpf(db, storeId, cpf);
  if (!customer) throw new NotFoundError(loyaltyMessages.customerNotFound);
  const { id, nome, telefone, pointsBalance } = customer;
  const pending = await pendingRewards(db, storeId, id);
  // A birth date an online order typed is not offered back: the cashier asks the customer.
  const dataNascimento = customer.dataNascimentoPelaLoja ? customer.dataNascimento : null;
  return {
    nome,
    telefone,
    dataNascimento,
    pontos: Number(pointsBalance),
    pontosAReceber: pending.points,
    ...(await progressOf(db, storeId, id)),
  };
}

/**
 * Checks the owner's PIN. Only wrong PINs are counted, and the check runs only with a slot of the
 * shop's limit (failures plus checks in flight), so parallel guesses cannot pass it and parallel
 * right PINs all go through.
 */
async function checkPin(db: Db, storeId: number, pinHash: string, pin: string): Promise<void> {
  const outcome = await limitedAttempt(db, [{ key: `loyalty-pin:${storeId}`, rule: PIN_ATTEMPT_LIMIT }], () =>
    verifyPassword(pinHash, pin),
  );
  if (outcome.status === 'refused') {
    const wait = outcome.retryAfterSeconds;
    throw new TooManyRequestsError(loyaltyMessages.tooManyPinAttempts(Math.ceil(wait / 60)), wait);
  }
  if (outcome.status === 'failed') throw new ForbiddenError(loyaltyMessages.wrongPin, 'wrong_pin');
}

/**
 * A purchase validated at the counter, in one transaction: the customer (by shop and CPF, through
 * the one customer policy) with the purchase counted, floor(value) points in the ledger and the
 * balance, and the validation, which grants a spin when it is the customer's 10th, 20th...
 * purchase of at least the minimum. The same idempotency key gives back the same validation
 * (`created: false`), however many times and however concurrently it comes.
 */
export async function validatePurchase(
  db: Db,
  storeId: number,
  input: z.output<typeof validatePurchaseSchema>,
  idempotencyKey: string,
): Promise<{ result: ValidationResult; created: boolean }> {
  const settings = await findStoreSettings(db, storeId);
  if (!settings.loyaltyPinHash) throw new PinNotSetError();
  await checkPin(db, storeId, settings.loyaltyPinHash, input.senha);
  const earlier = await findValidationByKey(db, storeId, idempotencyKey);
  if (earlier) return { result: await replayedValidation(db, storeId, earlier), created: false };

  const purchaseCents = input.valorCompraCents;
  const points = Math.floor(purchaseCents / 100);
  const { cpf, nome, telefone, dataNascimento } = input;

  const validated = await replayOnConflict(
    async () => {
      const twin = await findValidationByKey(db, storeId, idempotencyKey);
      return twin ? replayedValidation(db, storeId, twin) : undefined;
    },
    () =>
      db.transaction(async (tx) => {
        // Finding the customer locks their row: a second validation of the same customer waits
        // here, then counts this one, so two purchases can never both be "the 10th".
        const customer = await findOrCreateCustomer(tx, storeId, { cpf, nome, telefone, dataNascimento }, 'shop');
        const customerId = customer.id;
        const now = new Date();
        const recorded = await recordPurchase(tx, {
          storeId,
          customerId,
          source: { kind: 'validation', idempotencyKey },
          at: now,
          totals: { amountCents: purchaseCents, visit: true },
          rewards: {
            points,
            cashbackCents: 0,
            cashbackExpiresAt: now,
            prize: { purchaseCents, minCents: settings.minPrizePurchaseCents },
          },
        });
        const validation = recorded.validation;
        if (!validation) throw new Error('the validation was not written');
        return {
          validacaoId: validation.id,
          cliente: { nome: customer.nome, cpf },
          pontosAdicionados: points,
          totalPontos: recorded.pointsBalance,
          compraValida: validation.qualifies,
          giroLiberado: validation.grantsSpin,
          valorMinimoCents: settings.minPrizePurchaseCents,
          fatias: wheelSlices(settings.wheelPrizes),
          ...(await progressOf(tx, storeId, customerId)),
        };
      }),
  );
  return { result: validated.result, created: !validated.replayed };
}

/** What a validation answered, for a retried request with its key (balances as they are now). */
async function replayedValidation(
  db: Db,
  storeId: number,
  validation: NonNullable<Awaited<ReturnType<typeof findValidationByKey>>>,
): Promise<ValidationResult> {
  const settings = await findStoreSettings(db, storeId);
  const customer = await findCustomerById(db, storeId, validation.customerId);
  if (!customer) throw new NotFoundError(loyaltyMessages.customerNotFound);
  return {
    validacaoId: validation.id,
    cliente: { nome: customer.nome, cpf: customer.cpf },
    pontosAdicionados: validation.points,
    totalPontos: Number(customer.pointsBalance),
    compraValida: validation.qualifies,
    giroLiberado: validation.grantsSpin,
    valorMinimoCents: settings.minPrizePurchaseCents,
    fatias: wheelSlices(settings.wheelPrizes),
    ...(await progressOf(db, storeId, customer.id)),
  };
}

/**
 * The spin a validation granted. The first call draws one of the six slices with a cryptographic
 * random source and records it (a prize won becomes a gift delivered to the customer); every
 * later call, or a concurrent one, answers the same recorded result.
 */
export async function spinWheel(
  db: Db,
  storeId: number,
  validationId: number,
  random?: RandomInt,
): Promise<SpinResult> {
  const validation = await findValidation(db, storeId, validationId);
  if (!validation) throw new NotFoundError(loyaltyMessages.validationNotFound);
  if (!validation.grantsSpin) throw new NoSpinError();
  const { customerId } = validation;
  const slices = wheelSlices((await findStoreSettings(db, storeId)).wheelPrizes);

  const spin = await db.transaction(async (tx) => {
    const existing = await findSpin(tx, storeId, validationId);
    if (existing) return existing;
    const slot = drawSlice(random);
    const prize = slices[slot] ?? '';
    const isLoss = slot === SLICE_COUNT - 1;
    const created = await insertSpinOnce(tx, { storeId, customerId, validationId, prize, slot, isLoss });
    // Another request recorded this validation's spin first: answer with that one.
    if (!created) return findSpin(tx, storeId, validationId);
    if (!isLoss) {
      const gift = await findGiftByName(tx, storeId, prize);
      const deliveryId = await recordGiftDelivery(tx, {
        storeId,
        customerId,
        giftId: gift?.id ?? null,
        nome: prize,
        custoCents: gift?.custoCents ?? 0,
        source: 'roleta',
      });
      await linkSpinDelivery(tx, storeId, created.id, deliveryId);
    }
    return created;
  });
  if (!spin) throw new Error('spin vanished');

  // Replayed after the prizes changed: the wheel still shows what was recorded.
  const fatias = slices.map((s, i) => (i === spin.slot ? spin.prize : s));
  return {
    validacaoId: validationId,
    fatia: spin.slot,
    premio: spin.prize,
    ganhou: !spin.isLoss,
    fatias,
    girosPendentes: await listPendingSpins(db, storeId, customerId),
  };
}
