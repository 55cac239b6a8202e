import { Cake, type LucideIcon, ShoppingBag, Sparkles, Star } from 'lucide-react';
import type { CrmCustomer } from '../../../../shared/contracts/crm.ts';
import type { CrmSuggestion, CrmSuggestionKind } from '../../../../shared/contracts/crm-summary.ts';
import type { CrmTemplate } from '../../../../shared/contracts/crm-templates.ts';
import type { CrmTemplateKey } from '../../../../shared/crm.ts';
import { bothReads, Loading, QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useCrmSummary } from '../api/get-crm-summary.ts';
import { useCrmTemplates } from '../api/get-crm-templates.ts';
import { WhatsappMessageLink } from './whatsapp-message-link.tsx';

const number = new Intl.NumberFormat('pt-BR');
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

interface SuggestionKind {
  title: string;
  description: string;
  empty: string;
  icon: LucideIcon;
  tone: string;
  /**
   * The message each suggestion opens: birthdays get the birthday wishes; customers close to their
   * 10th purchase and those with many points get 'desconto', which shows their points and invites
   * them back to use them.
   */
  template: CrmTemplateKey;
  detail: (c: CrmCustomer) => string;
}

const kinds: Record<CrmSuggestionKind, SuggestionKind> = {
  aniversariantes: {
    title: 'Aniversariantes de hoje',
    description: 'Mande os parabéns no dia.',
    empty: 'Nenhum cliente faz aniversário hoje.',
    icon: Cake,
    tone: 'bg-pink-100 text-pink-700',
    template: 'aniversario',
    detail: (c) => plural(c.pontos, 'ponto', 'pontos'),
  },
  quaseDezCompras: {
    title: 'Quase 10 compras',
    description: 'Com 8 ou 9 compras: falta pouco para a 10ª.',
    empty: 'Nenhum cliente com 8 ou 9 compras.',
    icon: ShoppingBag,
    tone: 'bg-blue-100 text-blue-700',
    template: 'desconto',
    detail: (c) => plural(c.totalVendas, 'compra', 'compras'),
  },
  maisDeCemPontos: {
    title: 'Mais de 100 pontos',
    description: 'Com 100 pontos ou mais para usar.',
    empty: 'Nenhum cliente com 100 pontos ou mais.',
    icon: Star,
    tone: 'bg-amber-100 text-amber-800',
    template: 'desconto',
    detail: (c) => plural(c.pontos, 'ponto', 'pontos'),
  },
};

const order: CrmSuggestionKind[] = ['aniversariantes', 'quaseDezCompras', 'maisDeCemPontos'];

/** Smart suggestions: birthdays today, almost 10 purchases, 100 points or more, each a tap from WhatsApp. */
export function SuggestionsSection() {
  const summary = useCrmSummary();
  const templates = useCrmTemplates();

  return (
    <section aria-labelledby="crm-sugestoes" className="space-y-3">
      <div>
        <h2 id="crm-sugestoes" className="flex items-center gap-2 text-lg font-bold">
          <Sparkles className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Sugestões inteligentes
        </h2>
        <p className="text-sm text-slate-600">
          Clientes para chamar hoje no WhatsApp. Quem pediu para não receber mensagens não aparece aqui.
        </p>
      </div>
      <QueryState
        query={bothReads(summary, templates)}
        what="as sugestões"
        loading={<Loading label="Carregando sugestões..." className="justify-start" />}
      >
        {([summaryData, templatesData]) => (
          <div className="grid gap-4 md:grid-cols-3">
            {order.map((kind) => {
              const template = templatesData.templates.find((t) => t.key === kinds[kind].template);
              return template ? (
                <SuggestionCard
                  key={kind}
                  kind={kind}
                  suggestion={summaryData.sugestoes[kind]}
                  template={template}
                  loja={summaryData.loja}
                />
              ) : null;
            })}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function SuggestionCard({
  kind,
  suggestion,
  template,
  loja,
}: {
  kind: CrmSuggestionKind;
  suggestion: CrmSuggestion;
  template: CrmTemplate;
  loja: string;
}) {
  const { title, description, empty, icon: Icon, tone, detail } = kinds[kind];
  const headingId = `crm-sugestao-${kind}`;
  return (
    <Card className="flex flex-col p-4" role="region" aria-labelledby={headingId} data-testid={`sugestao-${kind}`}>
      <div className="flex items-start gap-3">
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl', tone)} aria-hidden="true">
          <Icon className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-bold leading-tight">
            {title}
          </h3>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        <Badge tone="gray" className="shrink-0 tabular-nums">
          <span className="sr-only">Total: </span>
          {number.format(suggestion.total)}
        </Badge>
      </div>
      {suggestion.clientes.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 max-h-80 divide-y divide-slate-100 overflow-y-auto" aria-label={title}>
          {suggestion.clientes.map((c) => (
            <li key={c.id} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold leading-tight">{c.nome}</p>
                <p className="text-sm tabular-nums text-slate-600">{detail(c)}</p>
              </div>
              <WhatsappMessageLink customer={c} template={template} loja={loja} />
            </li>
          ))}
        </ul>
      )}
      {suggestion.total > suggestion.clientes.length && (
        <p className="mt-2 text-xs text-slate-500">
          Mostrando {number.format(suggestion.clientes.length)} de {number.format(suggestion.total)}. Busque os demais
          em Todos os clientes.
        </p>
      )}
    </Card>
  );
}
