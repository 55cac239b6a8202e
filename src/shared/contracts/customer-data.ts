import { z } from 'zod';

/** LGPD (Lei 13.709, art. 18): a customer's data exported or deleted at their request. */

export const customerDataMessages = {
  invalidFormat: 'Formato inválido. Use json ou csv.',
  exported: 'Dados do cliente exportados.',
  exportFailed: 'Erro ao exportar os dados do cliente. Tente novamente.',
  anonymized: 'Dados pessoais do cliente excluídos. Vendas e pedidos foram mantidos.',
  anonymizeFailed: 'Erro ao excluir os dados do cliente. Tente novamente.',
  confirmRequired: 'Confirme a exclusão dos dados pessoais.',
} as const;

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const customerExportInputSchema = z.object(
  { formato: z.enum(EXPORT_FORMATS, { error: customerDataMessages.invalidFormat }) },
  { error: customerDataMessages.invalidFormat },
);

export const customerAnonymizeInputSchema = z.object(
  { confirmar: z.literal(true, { error: customerDataMessages.confirmRequired }) },
  { error: customerDataMessages.confirmRequired },
);

const rows = z.array(z.record(z.string(), z.unknown()));

/** Everything the shop holds about one customer. Amounts are cents; times ISO 8601 (UTC). */
export const customerExportSchema = z.object({
  geradoEm: z.string(),
  loja: z.object({ id: z.number(), nome: z.string() }),
  cliente: z.record(z.string(), z.unknown()),
  pedidos: rows,
  vendas: rows,
  pontos: rows,
  credito: rows,
  cashback: rows,
  resgatesCashback: rows,
  validacoesFidelidade: rows,
  giros: rows,
  brindes: rows,
  etiquetas: rows,
  campanhas: rows,
});
export type CustomerExport = z.infer<typeof customerExportSchema>;

export const customerAnonymizedSchema = z.object({
  id: z.number(),
  anonymizedAt: z.string(),
  pedidosMantidos: z.number(),
  vendasMantidas: z.number(),
});
export type CustomerAnonymized = z.infer<typeof customerAnonymizedSchema>;
