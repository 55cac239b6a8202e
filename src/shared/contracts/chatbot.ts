import { z } from 'zod';
import { formatIsoDay, isIsoDate } from '../calendar.ts';
import { crmMessages } from '../crm.ts';
import { crmCustomerSchema } from './crm.ts';
import { idIn } from './ids.ts';
import { text } from './text.ts';

/**
 * The WhatsApp chatbot dialog of the CRM: tags (etiquetas) on customers, campaigns to the
 * customers of some tags, and the chatbot's own message templates. Nothing is sent by a server:
 * each message opens in WhatsApp (wa.me) and the owner presses send there; a campaign counts the
 * messages the owner opened ("enviadas").
 */

export const TAG_NAME_MAX = 40;
export const CAMPAIGN_NAME_MAX = 80;
export const CAMPAIGN_MESSAGE_MAX = 1000;
export const CHATBOT_TEMPLATE_NAME_MAX = 60;
export const CHATBOT_TEMPLATE_TEXT_MAX = 1000;
/** Customers added to a tag in one request. */
export const TAG_MEMBERS_BATCH_MAX = 200;
/** Tags of one campaign. */
export const CAMPAIGN_TAGS_MAX = 50;
/** The days a campaign may start or end on: far around any real use, always a date PostgreSQL stores. */
export const CAMPAIGN_DAY_MIN = '2000-01-01';
export const CAMPAIGN_DAY_MAX = '2100-12-31';

/** The colours a tag may have, each with the name a screen reader says. */
export const TAG_COLORS = [
  { cor: '#dc2626', nome: 'Vermelho' },
  { cor: '#ea580c', nome: 'Laranja' },
  { cor: '#ca8a04', nome: 'Amarelo' },
  { cor: '#16a34a', nome: 'Verde' },
  { cor: '#0d9488', nome: 'Verde-azulado' },
  { cor: '#2563eb', nome: 'Azul' },
  { cor: '#7c3aed', nome: 'Roxo' },
  { cor: '#db2777', nome: 'Rosa' },
  { cor: '#475569', nome: 'Cinza' },
] as const;
export type TagColor = (typeof TAG_COLORS)[number]['cor'];
const TAG_COLOR_VALUES = TAG_COLORS.map((c) => c.cor) as [TagColor, ...TagColor[]];

export function tagColorName(cor: string): string {
  return TAG_COLORS.find((c) => c.cor === cor)?.nome ?? cor;
}

export const CHATBOT_TEMPLATE_CATEGORIES = ['geral', 'promocional', 'retencao'] as const;
export type ChatbotTemplateCategory = (typeof CHATBOT_TEMPLATE_CATEGORIES)[number];
export const chatbotCategoryLabels: Record<ChatbotTemplateCategory, string> = {
  geral: 'Geral',
  promocional: 'Promocional',
  retencao: 'Retenção',
};

/**
 * The templates a shop starts with (written on its first read of the list; a shop that removes
 * them all gets them back on the next read, so the list is never empty).
 */
export const chatbotTemplateDefaults: ReadonlyArray<{
  nome: string;
  categoria: ChatbotTemplateCategory;
  texto: string;
}> = [
  {
    nome: 'Boas-vindas',
    categoria: 'geral',
    texto: 'Olá {nome}! Obrigado por ser cliente da {loja}. Qualquer dúvida, é só chamar por aqui.',
  },
  {
    nome: 'Ofertas da semana',
    categoria: 'promocional',
    texto: 'Olá {nome}! Esta semana tem ofertas especiais na {loja}. Venha conferir!',
  },
  {
    nome: 'Use seus pontos',
    categoria: 'promocional',
    texto: 'Olá {nome}! Você tem {pontos} pontos na {loja}. Que tal usar na sua próxima compra?',
  },
  {
    nome: 'Sentimos sua falta',
    categoria: 'retencao',
    texto: 'Olá {nome}! Faz tempo que você não aparece na {loja}. Venha nos visitar, estamos com novidades!',
  },
  {
    nome: 'Cashback esperando',
    categoria: 'retencao',
    texto: 'Olá {nome}! Você tem {cashback} de cashback na {loja}. Aproveite antes que expire!',
  },
];

export const chatbotMessages = {
  invalidRequest: 'Requisição inválida.',
  tagNameRequired: 'Informe o nome da etiqueta.',
  tagNameTooLong: `Use no máximo ${TAG_NAME_MAX} caracteres no nome da etiqueta.`,
  tagColorInvalid: 'Escolha uma das cores da paleta.',
  tagNameTaken: 'Já existe uma etiqueta com esse nome.',
  tagNotFound: 'Etiqueta não encontrada.',
  tagInCampaign: (campanha: string) =>
    `A etiqueta está na campanha "${campanha}". Exclua a campanha antes de excluir a etiqueta.`,
  tagCreated: 'Etiqueta Criada',
  tagUpdated: 'Etiqueta Atualizada',
  tagDeleted: 'Etiqueta Excluída',
  customersRequired: 'Escolha pelo menos um cliente.',
  tooManyCustomers: `Adicione no máximo ${TAG_MEMBERS_BATCH_MAX} clientes de cada vez.`,
  customerNotFound: 'Cliente não encontrado.',
  memberNotFound: 'Este cliente não está na etiqueta.',
  membersAdded: 'Clientes adicionados à etiqueta',
  campaignRequired: crmMessages.campaignRequired,
  campaignCreated: crmMessages.campaignCreated,
  campaignNameTooLong: `Use no máximo ${CAMPAIGN_NAME_MAX} caracteres no nome da campanha.`,
  campaignMessageTooLong: `Use no máximo ${CAMPAIGN_MESSAGE_MAX} caracteres na mensagem da campanha.`,
  tooManyTags: `Escolha no máximo ${CAMPAIGN_TAGS_MAX} etiquetas.`,
  dateInvalid: 'Data inválida. Use DD/MM/AAAA.',
  dateOrder: 'A data final não pode ser antes da data inicial.',
  statusInvalid: 'Situação inválida.',
  campaignNotFound: 'Campanha não encontrada.',
  campaignPaused: 'Esta campanha está pausada. Retome a campanha para enviar mensagens.',
  campaignNotStarted: (inicio: string) => `Esta campanha começa em ${formatIsoDay(inicio)}.`,
  campaignEnded: (fim: string) => `Esta campanha terminou em ${formatIsoDay(fim)}.`,
  notInCampaign: 'Este cliente não faz parte desta campanha.',
  optedOut: crmMessages.optedOut,
  noPhone: crmMessages.noPhone,
  templateRequired: 'Preencha nome, categoria e texto do template.',
  templateNameTooLong: `Use no máximo ${CHATBOT_TEMPLATE_NAME_MAX} caracteres no nome do template.`,
  templateTextTooLong: `Use no máximo ${CHATBOT_TEMPLATE_TEXT_MAX} caracteres no texto do template.`,
  templateNotFound: 'Template não encontrado.',
} as const;

// ---------------------------------------------------------------------------------------------
// Tags

export const tagInputSchema = z.object(
  {
    nome: text({ error: chatbotMessages.tagNameRequired })
      .trim()
      .min(1, chatbotMessages.tagNameRequired)
      .max(TAG_NAME_MAX, chatbotMessages.tagNameTooLong),
    cor: z.enum(TAG_COLOR_VALUES, { error: chatbotMessages.tagColorInvalid }),
  },
  { error: chatbotMessages.invalidRequest },
);
export type TagInput = z.input<typeof tagInputSchema>;
export type TagFields = z.output<typeof tagInputSchema>;

export const tagSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cor: z.string(),
  /** Customers with this tag. */
  totalClientes: z.number(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagListSchema = z.object({ etiquetas: z.array(tagSchema) });
export type TagList = z.infer<typeof tagListSchema>;

export const tagMembersSchema = z.object({ clientes: z.array(crmCustomerSchema) });
export type TagMembers = z.infer<typeof tagMembersSchema>;

const customerId = idIn(chatbotMessages.customerNotFound);

export const tagMembersInputSchema = z.object(
  {
    customerIds: z
      .array(customerId, { error: chatbotMessages.customersRequired })
      .min(1, chatbotMessages.customersRequired)
      .max(TAG_MEMBERS_BATCH_MAX, chatbotMessages.tooManyCustomers),
  },
  { error: chatbotMessages.invalidRequest },
);

export const tagMemberParamsSchema = z.object({ id: idIn(), customerId });

// ---------------------------------------------------------------------------------------------
// Campaigns

export const CAMPAIGN_STATUSES = ['ativa', 'pausada'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A campaign's dates against today: not started yet, running, or over. */
export type CampaignPeriod = 'agendada' | 'vigente' | 'encerrada';

export function campaignPeriod(dataInicio: string | null, dataFim: string | null, today: string): CampaignPeriod {
  if (dataInicio && today < dataInicio) return 'agendada';
  if (dataFim && today > dataFim) return 'encerrada';
  return 'vigente';
}

/** An optional day 'YYYY-MM-DD' (null or absent: no limit). */
const campaignDay = text({ error: chatbotMessages.dateInvalid })
  .refine((v) => isIsoDate(v) && v >= CAMPAIGN_DAY_MIN && v <= CAMPAIGN_DAY_MAX, chatbotMessages.dateInvalid)
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const campaignInputSchema = z
  .object(
    {
      nome: text({ error: chatbotMessages.campaignRequired })
        .trim()
        .min(1, chatbotMessages.campaignRequired)
        .max(CAMPAIGN_NAME_MAX, chatbotMessages.campaignNameTooLong),
      /** May use {nome}, {pontos}, {cashback} and {loja}, filled for each customer. */
      mensagem: text({ error: chatbotMessages.campaignRequired })
        .trim()
        .min(1, chatbotMessages.campaignRequired)
        .max(CAMPAIGN_MESSAGE_MAX, chatbotMessages.campaignMessageTooLong),
      /** The shop's tags; none means every customer. */
      tagIds: z
        .array(idIn(chatbotMessages.tagNotFound), { error: chatbotMessages.tagNotFound })
        .max(CAMPAIGN_TAGS_MAX, chatbotMessages.tooManyTags)
        .default([]),
      dataInicio: campaignDay,
      dataFim: campaignDay,
    },
    { error: chatbotMessages.invalidRequest },
  )
  .refine((c) => !c.dataInicio || !c.dataFim || c.dataFim >= c.dataInicio, {
    message: chatbotMessages.dateOrder,
    path: ['dataFim'],
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignFields = z.output<typeof campaignInputSchema>;

export const campaignStatusInputSchema = z.object(
  { status: z.enum(CAMPAIGN_STATUSES, { error: chatbotMessages.statusInvalid }) },
  { error: chatbotMessages.invalidRequest },
);

export const campaignSchema = z.object({
  id: z.number(),
  nome: z.string(),
  mensagem: z.string(),
  tagIds: z.array(z.number()),
  dataInicio: z.string().nullable(),
  dataFim: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  periodo: z.enum(['agendada', 'vigente', 'encerrada']),
  /** Customers of its tags (all when none) with a valid phone who did not opt out. */
  alvo: z.number(),
  /** Messages the owner opened in WhatsApp (one per customer). */
  enviadas: z.number(),
  criadaEm: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ campanhas: z.array(campaignSchema) });
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignRecipientSchema = crmCustomerSchema.extend({ enviada: z.boolean() });
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

/** Who a campaign goes to, in name order, and who it leaves out. */
export const campaignRecipientsSchema = z.object({
  campanha: campaignSchema,
  destinatarios: z.array(campaignRecipientSchema),
  ignorados: z.object({
    /** Customers of the campaign who asked for no WhatsApp messages. */
    optOut: z.number(),
    /** Customers of the campaign without a valid phone (and who did not opt out). */
    semTelefone: z.number(),
  }),
});
export type CampaignRecipients = z.infer<typeof campaignRecipientsSchema>;

export const campaignSendInputSchema = z.object(
  { customerId: idIn(chatbotMessages.customerNotFound) },
  { error: chatbotMessages.invalidRequest },
);

export const campaignSendSchema = z.object({
  /** False when this customer's message had been counted before (counted once). */
  nova: z.boolean(),
  enviadas: z.number(),
});
export type CampaignSend = z.infer<typeof campaignSendSchema>;

// ---------------------------------------------------------------------------------------------
// Chatbot templates

export const chatbotTemplateInputSchema = z.object(
  {
    nome: text({ error: chatbotMessages.templateRequired })
      .trim()
      .min(1, chatbotMessages.templateRequired)
      .max(CHATBOT_TEMPLATE_NAME_MAX, chatbotMessages.templateNameTooLong),
    categoria: z.enum(CHATBOT_TEMPLATE_CATEGORIES, { error: chatbotMessages.templateRequired }),
    texto: text({ error: chatbotMessages.templateRequired })
      .trim()
      .min(1, chatbotMessages.templateRequired)
      .max(CHATBOT_TEMPLATE_TEXT_MAX, chatbotMessages.templateTextTooLong),
  },
  { error: chatbotMessages.invalidRequest },
);
export type ChatbotTemplateInput = z.input<typeof chatbotTemplateInputSchema>;
export type ChatbotTemplateFields = z.output<typeof chatbotTemplateInputSchema>;

export const chatbotTemplateSchema = z.object({
  id: z.number(),
  nome: z.string(),
  categoria: z.enum(CHATBOT_TEMPLATE_CATEGORIES),
  texto: z.string(),
});
export type ChatbotTemplate = z.infer<typeof chatbotTemplateSchema>;

export const chatbotTemplateListSchema = z.object({ templates: z.array(chatbotTemplateSchema) });
export type ChatbotTemplateList = z.infer<typeof chatbotTemplateListSchema>;
