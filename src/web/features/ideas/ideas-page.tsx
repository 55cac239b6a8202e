import { Lightbulb, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../shared/calendar.ts';
import {
  IDEA_REASON_MAX,
  IDEA_TITLE_MAX,
  type Idea,
  ideaInputSchema,
  ideaMessages,
} from '../../../shared/contracts/ideas.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { fieldErrors, showSubmitError } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useCreateIdea } from './api/create-idea.ts';
import { useIdeas } from './api/get-ideas.ts';
import { IdeaStatusBadge } from './idea-status-badge.tsx';

/** Ideias: the shop suggests improvements to the platform and follows what became of them. */
export function IdeasPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <OwnerPageHeader
        title="Ideias"
        subtitle="Sugira melhorias para a plataforma. Lemos todas as ideias!"
        icon={<Lightbulb className="h-6 w-6" />}
      />
      <div className="space-y-6">
        <IdeaForm />
        <MyIdeas />
      </div>
    </div>
  );
}

function IdeaForm() {
  const [titulo, setTitulo] = useState('');
  const [motivo, setMotivo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateIdea();
  const filled = titulo.trim() !== '' && motivo.trim() !== '';

  function fail(found: Record<string, string>, message: string) {
    setErrors(found);
    notify.error(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ideaInputSchema.safeParse({ titulo, motivo });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      fail(found, Object.values(found)[0] ?? ideaMessages.required);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      setTitulo('');
      setMotivo('');
      setErrors({});
      notify.success(ideaMessages.sentTitle, ideaMessages.sent);
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: ideaMessages.sendError });
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">Enviar uma ideia</h2>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <Field label="Título da ideia" required error={errors.titulo}>
          <Input
            value={titulo}
            maxLength={IDEA_TITLE_MAX}
            placeholder="Ex: Agenda de horários"
            onChange={(e) => {
              setTitulo(e.target.value);
              setErrors(({ titulo: _, ...rest }) => rest);
            }}
          />
        </Field>
        <div>
          <Field label="Por que essa ideia é importante?" required error={errors.motivo}>
            <Textarea
              rows={5}
              value={motivo}
              maxLength={IDEA_REASON_MAX}
              placeholder="Conte o problema que ela resolve e como ajudaria a sua loja."
              onChange={(e) => {
                setMotivo(e.target.value);
                setErrors(({ motivo: _, ...rest }) => rest);
              }}
            />
          </Field>
          <p className="mt-1 text-right text-sm tabular-nums text-slate-600" aria-live="polite">
            {motivo.length}/{IDEA_REASON_MAX}
          </p>
        </div>
        <aside
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          aria-label="Exemplo"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Lightbulb className="h-4 w-4" aria-hidden="true" /> Exemplo de uma boa ideia
          </p>
          <p className="mt-2">
            <span className="font-medium">Título:</span> Relatório de vendas por funcionário
          </p>
          <p className="mt-1">
            <span className="font-medium">Motivo:</span> Hoje não consigo ver quanto cada vendedor vendeu no mês. Com
            esse relatório eu poderia premiar a equipe e acompanhar as metas.
          </p>
        </aside>
        <Button type="submit" disabled={!filled} loading={create.isPending} className="w-full sm:w-auto">
          <Send className="h-4 w-4" aria-hidden="true" />
          Enviar Ideia
        </Button>
      </form>
    </Card>
  );
}

function MyIdeas() {
  const ideas = useIdeas();
  return (
    <section aria-labelledby="minhas-ideias">
      <h2 id="minhas-ideias" className="text-lg font-bold">
        Minhas ideias
      </h2>
      <QueryState
        query={ideas}
        what="as ideias"
        className="mt-3"
        isEmpty={(data) => data.ideias.length === 0}
        empty={<Card className="mt-3 p-8 text-center text-slate-600">Nenhuma ideia enviada ainda.</Card>}
      >
        {(data) => (
          <ul className="mt-3 space-y-3">
            {data.ideias.map((idea) => (
              <IdeaItem key={idea.id} idea={idea} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function IdeaItem({ idea }: { idea: Idea }) {
  return (
    <li>
      <Card className="p-4" data-testid={`idea-${idea.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold">{idea.titulo}</h3>
          <IdeaStatusBadge status={idea.status} />
        </div>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{idea.motivo}</p>
        <p className="mt-2 text-xs text-slate-500">Enviada em {formatDate(new Date(idea.createdAt))}</p>
      </Card>
    </li>
  );
}
