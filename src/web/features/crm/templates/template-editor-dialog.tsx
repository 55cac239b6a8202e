import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CRM_TEMPLATE_MAX,
  type CrmTemplate,
  crmTemplateInputSchema,
  crmTemplateMessages,
} from '../../../../shared/contracts/crm-templates.ts';
import { CRM_PLACEHOLDERS, crmMessages, crmTemplateDefaults } from '../../../../shared/crm.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCrmCustomers } from '../api/get-crm-customers.ts';
import { useCrmSummary } from '../api/get-crm-summary.ts';
import { useRestoreCrmTemplate } from '../api/restore-crm-template.ts';
import { useUpdateCrmTemplate } from '../api/update-crm-template.ts';
import { customerMessage } from '../customers/whatsapp-message-link.tsx';

/** The preview's customer when the shop has none yet. */
const SAMPLE = {
  id: 0,
  nome: 'Maria Silva',
  telefone: '',
  dataNascimento: null,
  pontos: 120,
  cashbackCents: 1550,
  totalVendas: 3,
  whatsappOptOut: false,
};

/**
 * Edits a template: the text with placeholder chips that go in at the cursor, and a live preview
 * of the message as a customer receives it. A failed save keeps what was typed.
 */
export function TemplateEditorDialog({ template, onClose }: { template: CrmTemplate | null; onClose: () => void }) {
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title={template ? `Editar template: ${template.nome}` : 'Editar template'}
      description="O texto abre no WhatsApp com os dados de cada cliente."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      {template && <Editor template={template} onClose={onClose} />}
    </Dialog>
  );
}

function Editor({ template, onClose }: { template: CrmTemplate; onClose: () => void }) {
  const [texto, setTexto] = useState(template.texto);
  const [error, setError] = useState<string | undefined>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const previewId = useId();
  const update = useUpdateCrmTemplate();
  const restore = useRestoreCrmTemplate();
  const summary = useCrmSummary();
  const firstCustomer = useCrmCustomers('').customers[0];
  const sample = firstCustomer ?? SAMPLE;
  const busy = update.isPending || restore.isPending;
  const isDefaultText = template.padrao && texto === crmTemplateDefaults[template.key].texto;

  // After a chip goes in, the cursor sits right after it.
  useEffect(() => {
    if (caret.current === null || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function insert(token: string) {
    const el = textarea.current;
    const start = el?.selectionStart ?? texto.length;
    const end = el?.selectionEnd ?? texto.length;
    const next = texto.slice(0, start) + token + texto.slice(end);
    if (next.length > CRM_TEMPLATE_MAX) {
      setError(crmTemplateMessages.tooLong);
      return;
    }
    setTexto(next);
    setError(undefined);
    caret.current = start + token.length;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = crmTemplateInputSchema.safeParse({ texto });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      textarea.current?.focus();
      return;
    }
    try {
      await update.mutateAsync({ key: template.key, texto: parsed.data.texto });
      notify.success(crmMessages.templateUpdated);
      onClose();
    } catch (err) {
      const message = (err as Error).message || crmTemplateMessages.saveError;
      setError(message);
      notify.error(message);
    }
  }

  async function restoreDefault() {
    try {
      await restore.mutateAsync(template.key);
      notify.success(crmMessages.templateUpdated, crmTemplateMessages.restored);
      onClose();
    } catch (err) {
      notify.error((err as Error).message || crmTemplateMessages.restoreError);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <Field label="Texto da mensagem" error={error} hint={`${texto.length}/${CRM_TEMPLATE_MAX} caracteres`}>
        <Textarea
          ref={textarea}
          value={texto}
          rows={6}
          maxLength={CRM_TEMPLATE_MAX}
          onChange={(e) => {
            setTexto(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Inserir no texto</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {CRM_PLACEHOLDERS.map((p) => (
            <button
              key={p.key}
              type="button"
              onClick={() => insert(`{${p.key}}`)}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 font-mono text-sm font-semibold text-brand-700 hover:bg-brand-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
              title={p.label}
              aria-label={`Inserir {${p.key}}: ${p.label}`}
            >
              {`{${p.key}}`}
            </button>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby={previewId}>
        <h3 id={previewId} className="text-sm font-medium text-slate-800">
          Prévia {firstCustomer ? `com ${firstCustomer.nome}` : 'com um cliente de exemplo'}
        </h3>
        <p
          className="mt-1.5 whitespace-pre-wrap break-words rounded-xl rounded-tl-sm bg-emerald-50 p-3 text-sm text-ink ring-1 ring-emerald-200"
          data-testid="template-preview"
        >
          {customerMessage({ texto }, sample, summary.data?.loja ?? '')}
        </p>
      </section>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="ghost"
          className="whitespace-nowrap"
          onClick={restoreDefault}
          loading={restore.isPending}
          disabled={busy || isDefaultText}
          icon={<RotateCcw className="h-4 w-4" aria-hidden="true" />}
        >
          Restaurar padrão
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" className="whitespace-nowrap" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" className="whitespace-nowrap" loading={update.isPending} disabled={busy}>
            Salvar template
          </Button>
        </div>
      </div>
    </form>
  );
}
