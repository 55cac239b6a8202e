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
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
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
      {templates.isError ? (
        <Card className="p-6 text-center" role="alert">
          <p className="text-slate-700">Não foi possível carregar os templates.</p>
          <Button variant="secondary" className="mt-3" onClick={() => templates.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : !templates.data ? (
        <p className="flex items-center gap-2 py-6 text-slate-600" role="status">
          <Spinner className="h-5 w-5 text-brand-600" /> Carregando templates...
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Templates">
          {templates.data.templates.map((t) => (
            <TemplateCard key={t.key} template={t} onEdit={() => setEditing(t.key)} />
          ))}
        </ul>
      )}
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
