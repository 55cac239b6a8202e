import { authMessages } from '../../../shared/contracts/auth.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError } from '../../errors.ts';
import { emailTaken, insertStore } from './stores-queries.ts';

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

export async function registerStore(db: Db, input: RegisterStore): Promise<{ id: number }> {
  const conflict = () => new ConflictError(authMessages.emailInUse, { email: authMessages.emailInUse });
  if (await emailTaken(db, input.email)) throw conflict();
  const { senha, ...fields } = input;
  try {
    const id = await insertStore(db, {
      ...fields,
      passwordHash: await hashPassword(senha),
      description: `${input.segmento} - ${input.nomeEmpresa}`,
    });
    return { id };
  } catch (err) {
    // Two registrations with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}
