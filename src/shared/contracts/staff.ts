import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '../permissions.ts';
import { passwordSchema } from './auth.ts';
import { idIn } from './ids.ts';
import { text } from './text.ts';

/** The team's logins (Funcionários → Acesso ao sistema), roles, overrides and re-asked passwords. */
export const staffMessages = {
  forbidden: 'Seu acesso não permite esta ação. Peça ao dono da loja.',
  overrideRequired: 'Esta ação precisa da autorização de um gerente.',
  overrideWrong: 'PIN de autorização incorreto.',
  overrideTooMany: 'Muitas tentativas com o PIN de autorização. Aguarde alguns minutos e tente de novo.',
  overrideAuthorizerRequired: 'Escolha quem autoriza.',
  overridePinRequired: 'Informe o PIN de autorização.',
  overrideReasonRequired: 'Informe o motivo (pelo menos 3 letras).',
  overrideReasonTooLong: 'Use no máximo 200 caracteres no motivo.',
  reauthRequired: 'Por segurança, confirme sua senha para continuar.',
  reauthWrong: 'Senha incorreta.',
  employeeRequired: 'Escolha o funcionário.',
  employeeNotFound: 'Funcionário não encontrado.',
  employeeHasLogin: 'Este funcionário já tem acesso ao sistema.',
  emailRequired: 'Informe o e-mail.',
  emailInvalid: 'E-mail inválido.',
  emailTaken: 'Este e-mail já é usado por outra conta.',
  roleInvalid: 'Escolha o papel: Gerente ou Caixa.',
  staffNotFound: 'Acesso não encontrado.',
  inviteInvalid: 'Este convite não vale mais. Peça um novo ao dono da loja.',
  inviteAccepted: 'Senha criada! Entre com seu e-mail e a nova senha.',
  created: 'Acesso criado!',
  updated: 'Acesso atualizado!',
  disabled: 'Acesso desativado. As sessões dessa pessoa foram encerradas.',
  enabled: 'Acesso reativado.',
  overridePinFormat: 'O PIN deve ter de 4 a 8 números.',
  overridePinMismatch: 'Os PINs não conferem.',
  overridePinSaved: 'PIN de autorização salvo!',
  overridePinNotAllowed: 'Só gerentes e o dono têm PIN de autorização.',
  discountLimitInvalid: 'Informe um limite de 0 a 100%.',
  discountLimitSaved: 'Limite de desconto salvo!',
} as const;

/** How long a typed-again password counts for sensitive changes (PIX key, PIN, roles). */
export const REAUTH_MINUTES = 10;
/** How long an invitation link is valid. */
export const INVITE_DAYS = 7;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: staffMessages.roleInvalid });
export const roleSchema = z.enum(ROLES);

const email = text()
  .trim()
  .min(1, staffMessages.emailRequired)
  .max(254, staffMessages.emailInvalid)
  .pipe(z.email(staffMessages.emailInvalid))
  .transform((e) => e.toLowerCase());

/**
 * Giving an employee a login: with a password the owner sets (`senha`), or none, and the employee
 * sets it through the one-time invitation link the answer carries.
 */
export const createStaffSchema = z.object({
  employeeId: idIn(staffMessages.employeeRequired),
  email,
  role: staffRoleSchema,
  senha: z.union([z.literal(''), passwordSchema]).default(''),
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;

export const updateStaffSchema = z
  .object({ role: staffRoleSchema.optional(), ativo: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.ativo !== undefined, { message: staffMessages.roleInvalid });
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;

export const staffSchema = z.object({
  id: z.number(),
  employeeId: z.number(),
  nome: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  ativo: z.boolean(),
  /** 'convidado' until the invitation is accepted (no password yet). */
  situacao: z.enum(['ativo', 'convidado', 'desativado']),
  pinDeAutorizacao: z.boolean(),
  /** Only in the answer that made an invitation: the one-time link to send (never stored in clear). */
  convite: z.string().optional(),
  conviteExpiraEm: z.string().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;
export const staffListSchema = z.array(staffSchema);

export const inviteTokenParamsSchema = z.object({
  token: text().min(20, staffMessages.inviteInvalid).max(100, staffMessages.inviteInvalid),
});
export const inviteInfoSchema = z.object({ nomeEmpresa: z.string(), nome: z.string(), email: z.string() });
export type InviteInfo = z.infer<typeof inviteInfoSchema>;
export const acceptInviteSchema = z.object({ senha: passwordSchema });

export const reauthSchema = z.object({ senha: text().min(1, 'Informe a senha.').max(200, 'Senha muito longa.') });
export const reauthAnswerSchema = z.object({ validaAte: z.string() });

export const OVERRIDE_PIN_PATTERN = /^\d{4,8}$/;
export const overridePinSchema = z
  .object({
    pin: text().refine((v) => OVERRIDE_PIN_PATTERN.test(v), staffMessages.overridePinFormat),
    confirmar: text().max(8),
    senha: text().min(1, 'Informe a senha.').max(200, 'Senha muito longa.'),
  })
  .refine((v) => v.pin === v.confirmar, { path: ['confirmar'], message: staffMessages.overridePinMismatch });

/** Who can authorise an override in the shop: the owner and the Gerentes with a PIN. */
export const authorizerSchema = z.object({
  /** 'dono', or the Gerente's login id. */
  id: z.string(),
  nome: z.string(),
  role: roleSchema,
});
export const authorizersSchema = z.array(authorizerSchema);
export type Authorizer = z.infer<typeof authorizerSchema>;

/** The headers of a request authorised on the spot (the reason URI-encoded: headers are ASCII). */
export const OVERRIDE_HEADERS = {
  by: 'x-autorizacao-por',
  pin: 'x-autorizacao-pin',
  reason: 'x-autorizacao-motivo',
} as const;
export const OVERRIDE_REASON_MAX = 200;

export const cashierLimitSchema = z.object({
  limitePercentual: z
    .number({ error: staffMessages.discountLimitInvalid })
    .int(staffMessages.discountLimitInvalid)
    .min(0, staffMessages.discountLimitInvalid)
    .max(100, staffMessages.discountLimitInvalid),
});
export type CashierLimit = z.infer<typeof cashierLimitSchema>;
