import { z } from 'zod';
import { passwordResetMessages } from '../auth.ts';
import { isValidDocument, normalizeDocument, onlyDigits } from '../document.ts';
import { isValidPhone } from '../phone.ts';
import { text } from './text.ts';

const trimmed = text().trim();

export const PASSWORD_MIN = 8;

/** A shop owner's password: the rule of registration, and of a new password. */
export const passwordSchema = text()
  .min(1, 'Informe a senha.')
  .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`)
  .max(200, 'Senha muito longa.');

/** Shop registration. Required as the spec says, plus the checks users expect. */
export const registerStoreSchema = z.object({
  nomeEmpresa: trimmed.min(1, 'Informe o nome da empresa.').max(120, 'Use no máximo 120 caracteres.'),
  documento: trimmed
    .min(1, 'Informe o CPF ou CNPJ.')
    .refine(isValidDocument, 'CPF ou CNPJ inválido. Confira os números.')
    .transform(normalizeDocument),
  email: trimmed
    .min(1, 'Informe o e-mail.')
    .max(254, 'E-mail muito longo.')
    .pipe(z.email('E-mail inválido.'))
    .transform((e) => e.toLowerCase()),
  senha: passwordSchema,
  telefone: trimmed
    .min(1, 'Informe o telefone.')
    .refine(isValidPhone, 'Telefone inválido. Use DDD e número.')
    .transform(onlyDigits),
  segmento: trimmed.min(1, 'Informe o segmento.').max(80, 'Use no máximo 80 caracteres.'),
  endereco: trimmed.max(200, 'Use no máximo 200 caracteres.').default(''),
  cidade: trimmed.max(100, 'Use no máximo 100 caracteres.').default(''),
});
export type RegisterStoreInput = z.input<typeof registerStoreSchema>;

export const SEGMENTS = [
  'Alimentação',
  'Moda e Acessórios',
  'Beleza e Estética',
  'Saúde e Bem-estar',
  'Pet Shop',
  'Mercado e Conveniência',
  'Serviços',
  'Casa e Decoração',
  'Eletrônicos',
  'Outro',
] as const;

export const loginSchema = z.object({
  email: trimmed
    .min(1, 'Informe o e-mail.')
    .max(254)
    .transform((e) => e.toLowerCase()),
  senha: text().min(1, 'Informe a senha.').max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const storeSessionSchema = z.object({
  store: z.object({
    id: z.number(),
    nomeEmpresa: z.string(),
    email: z.string(),
    foto: z.string().nullable(),
    logo: z.string().nullable(),
    themeColor: z.string(),
  }),
  expiresAt: z.string(),
  /** Who is signed in: the owner (role 'dono', the shop's name) or a team member with their role. */
  pessoa: z.object({
    nome: z.string(),
    role: z.enum(['caixa', 'gerente', 'dono']),
    papel: z.string(),
    staffId: z.number().nullable(),
    employeeId: z.number().nullable(),
  }),
});
export type StoreSession = z.infer<typeof storeSessionSchema>;

export const adminSessionSchema = z.object({
  admin: z.object({ id: z.number(), email: z.string() }),
  expiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const accountSecurityMessages = {
  currentPasswordRequired: 'Informe a senha atual.',
  currentPasswordWrong: 'Senha atual incorreta.',
  tooManyPasswordAttempts: 'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente de novo.',
  newPasswordRequired: 'Informe a nova senha.',
  passwordChanged: 'Senha alterada! As outras sessões foram encerradas.',
  sameAsCurrent: 'A nova senha deve ser diferente da atual.',
  sessionNotFound: 'Sessão não encontrada. Ela pode já ter sido encerrada.',
} as const;

/** Changing the owner's password: the current one is checked, the new one follows registration's rule. */
export const changePasswordSchema = z
  .object({
    senhaAtual: text().min(1, accountSecurityMessages.currentPasswordRequired).max(200, 'Senha muito longa.'),
    novaSenha: passwordSchema,
  })
  .refine((b) => b.novaSenha !== b.senhaAtual, {
    path: ['novaSenha'],
    message: accountSecurityMessages.sameAsCurrent,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** One open session of the shop, as the owner's list shows it (never the token or its hash). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system, read from the user agent: 'Chrome no Android'. */
  dispositivo: z.string(),
  ip: z.string(),
  criadaEm: z.string(),
  ultimoUsoEm: z.string(),
  /** The session of the request that asked. */
  atual: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessoes: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionIdParamsSchema = z.object({
  id: z.uuid({ error: 'Sessão inválida.' }),
});

/** Whether "Esqueci minha senha" sends a link by e-mail (the server has SMTP_URL). */
export const passwordResetOptionsSchema = z.object({ porEmail: z.boolean() });
export type PasswordResetOptions = z.infer<typeof passwordResetOptionsSchema>;

/** "Esqueci minha senha": the account's e-mail (checked as at registration). */
export const passwordResetRequestSchema = z.object({
  email: trimmed
    .min(1, 'Informe o e-mail.')
    .max(254, 'E-mail muito longo.')
    .pipe(z.email('E-mail inválido.'))
    .transform((e) => e.toLowerCase()),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetRequestedSchema = z.object({ mensagem: z.string() });

/** The token of a reset link (the part after /redefinir-senha/). */
const resetToken = text().min(1, passwordResetMessages.invalidLink).max(100, passwordResetMessages.invalidLink);

export const passwordResetCheckSchema = z.object({ token: resetToken });

/** What a valid link is for: the account whose password it sets, and until when it works. */
export const passwordResetLinkSchema = z.object({
  nomeEmpresa: z.string(),
  email: z.string(),
  expiraEm: z.string(),
});
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** Setting the new password with a link: registration's rule for the password. */
export const passwordResetCompleteSchema = z.object({ token: resetToken, novaSenha: passwordSchema });
export type PasswordResetCompleteInput = z.input<typeof passwordResetCompleteSchema>;

export const passwordResetCompletedSchema = z.object({
  /** The account's e-mail, to sign in with. */
  email: z.string(),
  sessoesEncerradas: z.number().int(),
});
export type PasswordResetCompleted = z.infer<typeof passwordResetCompletedSchema>;

// The login and sign-up texts live without zod in src/shared/auth.ts (the login screens import them
// from there); the server's modules may keep reading them from the contract.
export { authMessages } from '../auth.ts';
