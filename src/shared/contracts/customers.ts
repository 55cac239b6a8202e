import { z } from 'zod';
import { isValidBirthDate } from '../calendar.ts';
import { isValidCpf, onlyDigits } from '../document.ts';
import { formatCents } from '../money.ts';
import { isValidPhone } from '../phone.ts';
import { idIn } from './ids.ts';
import { text } from './text.ts';

/** The spec's customer texts, plus the ones of the real server in the same style. */
export const customerMessages = {
  required: 'Nome, CPF e celular são obrigatórios!',
  created: 'Cliente cadastrado com sucesso!',
  deleted: 'Cliente excluído com sucesso!',
  createFailed: 'Erro ao cadastrar cliente. Tente novamente.',
  updated: 'Dados do cliente atualizados com sucesso!',
  updateFailed: 'Erro ao salvar os dados do cliente. Tente novamente.',
  deleteFailed: 'Erro ao excluir cliente. Tente novamente.',
  duplicateCpf: 'Já existe um cliente com este CPF nesta loja.',
  notFound: 'Cliente não encontrado.',
  invalidCpf: 'CPF inválido. Confira os números.',
  invalidPhone: 'Celular inválido. Use DDD e número.',
  invalidEmail: 'E-mail inválido.',
  invalidBirthDate: 'Data de nascimento inválida. Informe um dia que já passou.',
  invalidSexo: 'Selecione masculino, feminino ou outro.',
  invalidUf: 'Selecione uma UF válida.',
  extrasSaved: 'Dados extras salvos com sucesso!',
  extrasFailed: 'Erro ao salvar os dados extras. Tente novamente.',
  creditAdded: 'Crédito Adicionado',
  debitDone: 'Débito Realizado',
  creditFailed: 'Erro ao registrar o lançamento. Tente novamente.',
  amountRequired: 'Informe um valor maior que zero.',
  amountTooHigh: 'Valor muito alto. O máximo por lançamento é R$ 1.000.000,00.',
  invalidValue: 'Valor inválido.',
  invalidRequest: 'Requisição inválida.',
  invalidPage: 'Página inválida.',
  insufficientBalance: (balanceCents: number) => `Saldo insuficiente. Saldo atual: ${formatCents(balanceCents)}.`,
} as const;

export const SEXOS = ['masculino', 'feminino', 'outro'] as const;
export type Sexo = (typeof SEXOS)[number];
export const sexoLabels: Record<Sexo, string> = { masculino: 'Masculino', feminino: 'Feminino', outro: 'Outro' };

/** The 27 federative units. */
// biome-ignore format: two rows read better than 27 lines
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;

export const ESTADOS_CIVIS = ['solteiro', 'casado', 'uniao_estavel', 'divorciado', 'viuvo'] as const;
export const estadoCivilLabels: Record<(typeof ESTADOS_CIVIS)[number], string> = {
  solteiro: 'Solteiro(a)',
  casado: 'Casado(a)',
  uniao_estavel: 'União estável',
  divorciado: 'Divorciado(a)',
  viuvo: 'Viúvo(a)',
};
export const possuiVeiculoLabels = { sim: 'Sim', nao: 'Não' } as const;

const max = (n: number) => `Use no máximo ${n} caracteres.`;
const required = (n: number) =>
  text({ error: customerMessages.required }).trim().min(1, customerMessages.required).max(n, max(n));
const optional = (n: number) => text({ error: customerMessages.invalidValue }).trim().max(n, max(n)).default('');

/** Cadastro de Clientes: nome, CPF and celular required; the rest optional but checked when given. */
export const customerInputSchema = z.object(
  {
    nome: required(120),
    cpf: required(14).refine(isValidCpf, customerMessages.invalidCpf).transform(onlyDigits),
    /** The celular, shown as WhatsApp. */
    telefone: required(20).refine(isValidPhone, customerMessages.invalidPhone).transform(onlyDigits),
    email: optional(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, customerMessages.invalidEmail)
      .transform((v) => v.toLowerCase()),
    sexo: z.enum(SEXOS, { error: customerMessages.invalidSexo }).nullable().default(null),
    /** 'YYYY-MM-DD', a day that has passed; null or '' when unknown. */
    dataNascimento: text({ error: customerMessages.invalidBirthDate })
      .trim()
      .nullable()
      .default(null)
      .refine((v) => !v || isValidBirthDate(v), customerMessages.invalidBirthDate)
      .transform((v) => v || null),
    bairro: optional(100),
    cidade: optional(100),
    estado: z.union([z.literal(''), z.enum(UFS)], { error: customerMessages.invalidUf }).default(''),
    nomeAtendente: optional(100),
  },
  { error: customerMessages.invalidRequest },
);
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerFields = z.output<typeof customerInputSchema>;

/** Conhecendo Cliente. */
export const customerExtrasSchema = z.object(
  {
    nomePet: optional(80),
    possuiVeiculo: z.enum(['', 'sim', 'nao'], { error: 'Escolha sim ou não.' }).default(''),
    estadoCivil: z.enum(['', ...ESTADOS_CIVIS], { error: 'Escolha um estado civil da lista.' }).default(''),
    nomeConjuge: optional(120),
    timeCoracao: optional(80),
  },
  { error: customerMessages.invalidRequest },
);
export type CustomerExtrasInput = z.input<typeof customerExtrasSchema>;

export const EXTRA_KEYS = ['nomePet', 'possuiVeiculo', 'estadoCivil', 'nomeConjuge', 'timeCoracao'] as const;

/** Extras as the API shows them: strings only (the server normalises what other screens stored). */
const storedExtrasSchema = z.object({
  nomePet: z.string().optional(),
  possuiVeiculo: z.string().optional(),
  estadoCivil: z.string().optional(),
  nomeConjuge: z.string().optional(),
  timeCoracao: z.string().optional(),
});

export const customerSchema = z.object({
  id: z.number(),
  cpf: z.string(),
  nome: z.string(),
  telefone: z.string(),
  email: z.string(),
  sexo: z.enum(SEXOS).nullable(),
  dataNascimento: z.string().nullable(),
  rua: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string(),
  nomeAtendente: z.string(),
  extras: storedExtrasSchema,
  pointsBalance: z.number(),
  /** Points of online orders not delivered yet: credited on delivery, not spendable before. */
  pointsPending: z.number(),
  /** Cashback of online orders not delivered yet, likewise. */
  cashbackPendingCents: z.number(),
  totalSpentCents: z.number(),
  purchaseCount: z.number(),
  giftsValueCents: z.number(),
  visits: z.number(),
  creditBalanceCents: z.number(),
  lastPurchaseAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A row of the lists (Cadastro de Clientes, report). */
export const customerSummarySchema = customerSchema.pick({
  id: true,
  cpf: true,
  nome: true,
  telefone: true,
  dataNascimento: true,
  pointsBalance: true,
  totalSpentCents: true,
  createdAt: true,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const CUSTOMER_PAGE_SIZE = 50;

const page = z.coerce.number({ error: customerMessages.invalidPage }).int(customerMessages.invalidPage);
const bodyPage = z.number({ error: customerMessages.invalidPage }).int(customerMessages.invalidPage);

/** Part of the name, or digits of the CPF or phone. */
export const customerSearchText = text({ error: 'Busca inválida.' }).trim().max(100, 'Busca muito longa.').default('');

/**
 * GET /api/customers: a page of the shop's customers. A search goes in a body instead
 * (customerSearchSchema), so a CPF typed at the counter never travels in a URL, where proxies,
 * browsers and request logs keep it.
 */
export const customerListQuerySchema = z.object({
  /** Only customers whose birthday is in the current month (São Paulo). */
  aniversariantes: z
    .enum(['true', 'false'], { error: 'Filtro inválido.' })
    .default('false')
    .transform((v) => v === 'true'),
  limit: page.min(1, customerMessages.invalidPage).max(200, customerMessages.invalidPage).default(CUSTOMER_PAGE_SIZE),
  offset: page.min(0, customerMessages.invalidPage).max(1_000_000, customerMessages.invalidPage).default(0),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** POST /api/customers/search: the list's filters and page, with the search text, in the body. */
export const customerSearchSchema = z.object({
  search: customerSearchText,
  aniversariantes: z.boolean({ error: 'Filtro inválido.' }).default(false),
  limit: bodyPage
    .min(1, customerMessages.invalidPage)
    .max(200, customerMessages.invalidPage)
    .default(CUSTOMER_PAGE_SIZE),
  offset: bodyPage.min(0, customerMessages.invalidPage).max(1_000_000, customerMessages.invalidPage).default(0),
});
export type CustomerSearch = z.input<typeof customerSearchSchema>;

export const customerListSchema = z.object({
  customers: z.array(customerSummarySchema),
  total: z.number(),
  /** The offset of the next page, or null on the last one. */
  nextOffset: z.number().nullable(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

export const TOP_CUSTOMERS = 10;
export const topCustomerSchema = customerSchema.pick({
  id: true,
  nome: true,
  cpf: true,
  totalSpentCents: true,
  purchaseCount: true,
  pointsBalance: true,
});
export const topCustomersSchema = z.object({ customers: z.array(topCustomerSchema) });
export type TopCustomer = z.infer<typeof topCustomerSchema>;

/** The first three of the Top 10 get medals. */
export const MEDALS = ['🥇', '🥈', '🥉'] as const;

/** Where a purchase was made: online (storefront orders) or balcao (counter sales). */
export const PURCHASE_SOURCES = ['online', 'balcao'] as const;
export const purchaseSchema = z.object({
  id: z.string(),
  source: z.enum(PURCHASE_SOURCES),
  /** The order number the shop sees, when there is one. */
  number: z.number().nullable(),
  createdAt: z.string(),
  /** Online orders: pendente, preparando, pronto, entregue. */
  status: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  totalCents: z.number(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number(), unitPriceCents: z.number(), totalCents: z.number() }),
  ),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const LAST_PURCHASES = 20;
export const purchasesSchema = z.object({ purchases: z.array(purchaseSchema) });

export const CREDIT_TIPOS = ['credito', 'debito'] as const;
export type CreditTipo = (typeof CREDIT_TIPOS)[number];
export const CREDIT_MAX_CENTS = 100_000_000;

export const creditEntryInputSchema = z.object(
  {
    tipo: z.enum(CREDIT_TIPOS, { error: 'Escolha crédito ou débito.' }),
    /** Always positive: the tipo says which way it goes. */
    amountCents: z
      .number({ error: customerMessages.amountRequired })
      .int(customerMessages.amountRequired)
      .min(1, customerMessages.amountRequired)
      .max(CREDIT_MAX_CENTS, customerMessages.amountTooHigh),
    note: optional(200),
  },
  { error: customerMessages.invalidRequest },
);
export type CreditEntryInput = z.input<typeof creditEntryInputSchema>;

export const creditEntrySchema = z.object({
  id: z.number(),
  tipo: z.enum(CREDIT_TIPOS),
  /** Signed: positive for credito, negative for debito. */
  amountCents: z.number(),
  note: z.string(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;
export const CREDIT_ENTRIES_SHOWN = 100;

export const creditStatementSchema = z.object({
  balanceCents: z.number(),
  entries: z.array(creditEntrySchema),
});
export type CreditStatement = z.infer<typeof creditStatementSchema>;

export const creditEntryResultSchema = z.object({ balanceCents: z.number(), entry: creditEntrySchema });
export type CreditEntryResult = z.infer<typeof creditEntryResultSchema>;

export const customerIdParamsSchema = z.object({
  customerId: idIn(customerMessages.notFound),
});
