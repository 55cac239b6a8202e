import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../shared/permissions.ts';
import { cookieHeader } from './fixtures.ts';

let counter = 0;

/** Marks the owner's (or any) session as having typed the password again just now. */
export async function reauth(app: FastifyInstance, cookie: string, senha: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/reauth', headers: { cookie }, payload: { senha } });
  if (res.statusCode !== 200) throw new Error(`reauth failed: ${res.statusCode} ${res.body}`);
}

export interface StaffLogin {
  staffId: number;
  employeeId: number;
  name: string;
  email: string;
  senha: string;
  cookie: string;
}

/**
 * Registers an employee, gives them a login with `role` and a password set by the owner, and signs
 * them in. The owner's session must have typed its password again (reauth) within 10 minutes.
 */
export async function addStaffLogin(
  app: FastifyInstance,
  owner: { cookie: string },
  role: StaffRole,
  name = role === 'caixa' ? 'Carla Caixa' : 'Gustavo Gerente',
): Promise<StaffLogin> {
  counter += 1;
  const employee = await app.inject({
    method: 'POST',
    url: '/api/employees',
    headers: { cookie: owner.cookie },
    payload: { nome: name, dataNascimento: '1995-04-10', metaMesCents: 500_000, dataContratacao: '2024-01-15' },
  });
  if (employee.statusCode !== 201) throw new Error(`employee failed: ${employee.statusCode} ${employee.body}`);
  const employeeId = employee.json().id as number;
  const email = `${role}${Date.now().toString(36)}${counter}@exemplo.com.br`;
  const senha = `senha-${role}-${counter}`;
  const staff = await app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: { cookie: owner.cookie },
    payload: { employeeId, email, role, senha },
  });
  if (staff.statusCode !== 201) throw new Error(`staff failed: ${staff.statusCode} ${staff.body}`);
  const cookie = await loginAs(app, email, senha);
  return { staffId: staff.json().id, employeeId, name, email, senha, cookie };
}

/** Signs in on /login-lojista's route from an address of its own; the session cookie. */
export async function loginAs(app: FastifyInstance, email: string, senha: string): Promise<string> {
  counter += 1;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha },
    remoteAddress: `10.77.${(counter >> 8) & 255}.${counter & 255}`,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return cookieHeader(login.headers['set-cookie']);
}

/** The headers of a manager's override. */
export function overrideHeaders(by: string | number, pin: string, motivo: string): Record<string, string> {
  return {
    'x-autorizacao-por': String(by),
    'x-autorizacao-pin': pin,
    'x-autorizacao-motivo': encodeURIComponent(motivo),
  };
}
