import { CheckCircle2, Home, MessageSquareHeart, SearchX, Send, Store } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PublicSurvey } from '../../../shared/contracts/surveys.ts';
import { paths } from '../../../shared/paths.ts';
import { parseStoreId, storefrontTexts } from '../../../shared/storefront.ts';
import { SURVEY_COMMENT_MAX, SURVEY_NAME_MAX, surveyMessages } from '../../../shared/surveys.ts';
import { ApiClientError } from '../../api/client.ts';
import { LoadError } from '../../components/load-error.tsx';
import { isStoreUnavailable, StoreUnavailable, storeMissingTitle } from '../../components/store-states.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { useHydrated } from '../../lib/hydration.ts';
import { notify } from '../../lib/notify.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { useParams } from '../../public-site/page.tsx';
import { usePublicSurvey } from './api/get-public-survey.ts';
import { useSubmitSurvey } from './api/submit-survey.ts';
import { RatingInput } from './rating-input.tsx';

const CHOOSE_RATING = 'Escolha uma nota de 1 a 5.';

/**
 * The server's schema of an answer, with zod: loaded on demand, so the form's first load does not
 * carry zod (docs/decisions/024). Asked for when the customer starts on the form.
 */
const loadSubmitSchema = async () => (await import('../../../shared/contracts/surveys.ts')).surveySubmitSchema;

function preloadSubmitSchema() {
  // A failed load is tried again, and reported, by the submit.
  loadSubmitSchema().catch(() => {});
}

/** /pesquisa-satisfacao/{lojaId}: the survey a shop's customer answers, usually on a phone at the counter. */
export function SurveyPage() {
  const storeId = parseStoreId(useParams().storeId);
  const query = usePublicSurvey(storeId);
  const missing = storeId === null || (query.error instanceof ApiClientError && query.error.status === 404);
  const name = query.data?.loja.nomeEmpresa;
  useDocumentTitle(missing ? storeMissingTitle(query.error) : name ? `Pesquisa de Satisfação · ${name}` : undefined);

  if (missing) return isStoreUnavailable(query.error) ? <StoreUnavailable /> : <SurveyStoreNotFound />;
  if (query.data === undefined) {
    if (query.isPending) return <PageLoading />;
    return <LoadError what="a pesquisa" frame="page" onRetry={query.refetch} retrying={query.isFetching} />;
  }
  return <SurveyForm survey={query.data} />;
}

function SurveyForm({ survey }: { survey: PublicSurvey }) {
  const { loja, perguntas } = survey;
  const submit = useSubmitSurvey(loja.id);
  const ready = useHydrated();
  const [nome, setNome] = useState('');
  const [respostas, setRespostas] = useState<number[]>(() => perguntas.map(() => 0));
  const [comentario, setComentario] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One answer at a time: the submit may wait for the schema to load before the button shows it.
  const sending = useRef(false);
  // The answer's schema is not in the first load: fetched once the page is idle, ready by the submit.
  useEffect(() => whenIdle(preloadSubmitSchema), []);

  function rate(index: number, value: number) {
    setRespostas((current) => current.map((v, i) => (i === index ? value : v)));
    setErrors(({ [`respostas.${index}`]: _, ...rest }) => rest);
  }

  /** Moves the focus to the first question still without a rating. */
  function focusFirstMissing(missing: number) {
    const radio = formRef.current?.querySelector<HTMLInputElement>(`input[name="pergunta-${missing}"]`);
    radio?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  }

  async function send() {
    setFormError(null);
    const missing = respostas.flatMap((v, i) => (v === 0 ? [i] : []));
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((i) => [`respostas.${i}`, CHOOSE_RATING])));
      notify.error(surveyMessages.ratingsRequired);
      focusFirstMissing(missing[0] ?? 0);
      return;
    }
    let surveySubmitSchema: Awaited<ReturnType<typeof loadSubmitSchema>>;
    try {
      surveySubmitSchema = await loadSubmitSchema();
    } catch {
      setFormError(surveyMessages.sendError);
      notify.error(surveyMessages.sendError);
      return;
    }
    const parsed = surveySubmitSchema.safeParse({
      ...(nome.trim() ? { nome } : {}),
      respostas,
      ...(comentario.trim() ? { comentario } : {}),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? surveyMessages.sendError;
      setFormError(message);
      notify.error(message);
      return;
    }
    try {
      await submit.run(parsed.data);
      notify.success(surveyMessages.sent, surveyMessages.sentText);
      setSent(true);
      window.scrollTo({ top: 0 });
    } catch (err) {
      // What was typed stays; a refusal (the 429 limit, a field, no connection) says why.
      const message = err instanceof ApiClientError && err.status < 500 ? err.message : surveyMessages.sendError;
      if (err instanceof ApiClientError) setErrors(err.fields);
      setFormError(message);
      notify.error(message);
    }
  }

  if (sent) return <ThankYou storeId={loja.id} storeName={loja.nomeEmpresa} />;

  const answered = respostas.filter((v) => v > 0).length;
  return (
    <div className="min-h-screen bg-slate-50">
      <SurveyHeader storeName={loja.nomeEmpresa} />
      <main className="mx-auto max-w-xl px-4 pb-12 pt-5 sm:px-6">
        <p className="text-slate-700">
          Sua opinião ajuda <strong className="font-semibold text-ink">{loja.nomeEmpresa}</strong> a melhorar. Dê uma
          nota de 1 (Péssimo) a 5 (Excelente) para cada pergunta. Leva menos de 1 minuto.
        </p>
        <form ref={formRef} onSubmit={onSubmit} onFocus={preloadSubmitSchema} noValidate className="mt-5">
          {/* Until the page's code has taken the server's page over, nothing can be typed, ticked or
              sent: it would be lost, or sent as an address. */}
          <fieldset disabled={!ready} className="min-w-0 space-y-4">
            <Field label="Seu nome (opcional)" error={errors.nome}>
              <Input
                name="nome"
                value={nome}
                onChange={(e) => setNome(e.target.value)}
                autoComplete="given-name"
                maxLength={SURVEY_NAME_MAX}
                placeholder="Como podemos te chamar?"
              />
            </Field>
            {perguntas.map((pergunta, i) => (
              <RatingInput
                // biome-ignore lint/suspicious/noArrayIndexKey: the five questions in their fixed order
                key={i}
                number={i + 1}
                label={pergunta}
                name={`pergunta-${i}`}
                value={respostas[i] ?? 0}
                onChange={(value) => rate(i, value)}
                error={errors[`respostas.${i}`]}
              />
            ))}
            <Field
              label="Comentário (opcional)"
              hint={`${comentario.length} de ${SURVEY_COMMENT_MAX} caracteres`}
              error={errors.comentario}
            >
              <Textarea
                name="comentario"
                rows={4}
                value={comentario}
                onChange={(e) => setComentario(e.target.value)}
                maxLength={SURVEY_COMMENT_MAX}
                placeholder="Conte o que você mais gostou ou o que podemos melhorar."
              />
            </Field>
            {formError && (
              <p
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
                role="alert"
              >
                {formError}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              className="w-full"
              loading={submit.isPending}
              icon={<Send className="h-5 w-5" aria-hidden="true" />}
            >
              Enviar Pesquisa
            </Button>
            <p className="text-center text-sm text-slate-600" aria-live="polite">
              {answered} de {perguntas.length} perguntas respondidas
            </p>
          </fieldset>
        </form>
      </main>
    </div>
  );
}

function SurveyHeader({ storeName }: { storeName: string }) {
  return (
    <header className="bg-gradient-to-br from-brand-700 to-brand-600 text-white">
      <div className="mx-auto flex max-w-xl items-center gap-3 px-4 py-5 sm:px-6 sm:py-7">
        <span
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white/15"
          aria-hidden="true"
        >
          <MessageSquareHeart className="h-7 w-7" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-white/90">Pesquisa de Satisfação</p>
          <h1 className="break-words text-2xl font-extrabold leading-tight tracking-tight">{storeName}</h1>
        </div>
      </div>
    </header>
  );
}

function ThankYou({ storeId, storeName }: { storeId: number; storeName: string }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <SurveyHeader storeName={storeName} />
      <main className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
        <CheckCircle2 className="h-16 w-16 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-bold text-ink">{surveyMessages.sent}</h2>
        <p className="mt-2 text-lg text-slate-700">Obrigado pela sua avaliação!</p>
        <p className="mt-1 text-slate-600">Sua opinião foi registrada e ajuda {storeName} a atender cada vez melhor.</p>
        <a href={paths.store.href(storeId)} className={buttonClasses('secondary', 'lg', 'mt-8')}>
          <Store className="h-5 w-5" aria-hidden="true" />
          Conhecer a loja
        </a>
      </main>
    </div>
  );
}

/** An unknown shop: the spec's 'Loja não encontrada'. */
function SurveyStoreNotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-6 py-16 text-center">
      <SearchX className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{storefrontTexts.storeNotFound}</h1>
      <p className="mt-3 max-w-md text-slate-600">
        Confira o link ou o QR Code que você usou. A loja pode não estar disponível no momento.
      </p>
      <a href={paths.home.href()} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <Home className="h-5 w-5" aria-hidden="true" />
        Voltar ao Início
      </a>
    </main>
  );
}
