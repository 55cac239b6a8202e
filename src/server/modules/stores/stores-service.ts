import { authMessages } from '../../../shared/contracts/auth.ts';
import { isCnpj } from '../../../shared/document.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError } from '../../errors.ts';
import { emailInUse } from '../staff/staff-queries.ts';
import { cnpjTaken, insertStore } from './stores-queries.ts';

export interface RegisterStore {
  nomeEmpresa: string;
  documento: string;
  email: string;
  senha: string;
  telefone: string;
  segmento: string;
  endereco: string;
  cidade: string;
}

const emailConflict = () => new ConflictError(authMessages.emailInUse, { email: authMessages.emailInUse });
const cnpjConflict = () => new ConflictError(authMessages.cnpjInUse, { documento: authMessages.cnpjInUse });

/** `documento` arrives normalized (upper case, unformatted). One shop per e-mail and per CNPJ; a CPF may repeat. */
export async function registerStore(db: Db, input: RegisterStore): Promise<{ id: number }> {
  // One e-mail signs in to one account: a shop's, or a team member's of any shop.
  if (await emailInUse(db, input.email)) throw emailConflict();
  if (isCnpj(input.documento) && (await cnpjTaken(db, input.documento))) throw cnpjConflict();
  const { senha, ...fields } = input;
  try {
    const id = await insertStore(db, {
      ...fields,
      passwordHash: await hashPassword(senha),
      description: `${input.segmento} - ${input.nomeEmpresa}`,
    });
    return { id };
  } catch (err) {
    // Two registrations with one e-mail or one CNPJ at the same moment: the unique indexes decide.
    if (isUniqueViolation(err, 'stores_cnpj_idx')) throw cnpjConflict();
    if (isUniqueViolation(err)) throw emailConflict();
    throw err;
  }
}
