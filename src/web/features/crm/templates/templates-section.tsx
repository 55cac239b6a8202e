import {
  BadgePercent,
  Cake,
  CalendarClock,
  CircleAlert,
  type LucideIcon,
  MessageSquareText,
  Pencil,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import type { CrmTemplate } from '../../../../shared/contracts/crm-templates.ts';
import type { CrmTemplateKey } from '../../../../shared/crm.ts';
import { Loading, QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useCrmTemplates } from '../api/get-crm-templates.ts';
import { TemplateEditorDialog } from './template-editor-dialog.tsx';

export const templateIcons: Record<CrmTemplateKey, { icon: LucideIcon; tone: string }> = {
  aniversario: { icon: Cake, tone: 'bg-pink-100 text-pink-700' },
  inadimplencia: { icon: CircleAlert, tone: 'bg-red-100 text-red-700' },
  vencimento: { icon: CalendarClock, tone: 'bg-amber-100 text-amber-800' },
  cashback: { icon: Wallet, tone: 'bg-emerald-100 text-emerald-800' },
  desconto: { icon: BadgePercent, tone: 'bg-blue-100 text-blue-700' },
};

/** The five message templates as cards; each opens the editor. */
export function TemplatesSection() {
  const templates = useCrmTemplates();
  const [editing, setEditing] = useState<CrmTemplateKey | null>(null);
  const current = templates.data?.templates.find((t) => t.key === editing) ?? null;

  return (
    <section aria-labelledby="crm-templates" className="space-y-3">
      <div>
        <h2 id="crm-templates" className="flex items-center gap-2 text-lg font-bold">
          <MessageSquareText className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Templates de mensagens
        </h2>
        <p className="text-sm text-slate-600">
          Os textos que o WhatsApp abre pronto para cada cliente. {'{nome}'}, {'{pontos}'}, {'{cashback}'} e {'{loja}'}{' '}
          viram os dados de quem recebe.
        </p>
      </div>
      <QueryState
        query={templates}
        what="os templates"
        loading={<Loading label="Carregando templates..." className="justify-start" />}
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Templates">
            {data.templates.map((t) => (
              <TemplateCard key={t.key} template={t} onEdit={() => setEditing(t.key)} />
            ))}
          </ul>
        )}
      </QueryState>
      <TemplateEditorDialog template={current} onClose={() => setEditing(null)} />
    </section>
  );
}

function TemplateCard({ template, onEdit }: { template: CrmTemplate; onEdit: () => void }) {
  const { icon: Icon, tone } = templateIcons[template.key];
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`template-${template.key}`}
    >
      <div className="flex items-center gap-3">
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl', tone)} aria-hidden="true">
          <Icon className="h-5 w-5" />
        </span>
        <h3 className="min-w-0 flex-1 font-bold">{template.nome}</h3>
        {!template.padrao && <Badge tone="purple">Personalizado</Badge>}
      </div>
      <p className="mt-3 flex-1 whitespace-pre-wrap break-words text-sm text-slate-700">{template.texto}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-4 self-start"
        onClick={onEdit}
        aria-label={`Editar template ${template.nome}`}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Editar
      </Button>
    </li>
  );
}
