import { RotateCcw, Save } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  defaultSurveyQuestions,
  SURVEY_QUESTION_MAX,
  type SurveyQuestions,
  surveyMessages,
  surveyQuestionsInputSchema,
} from '../../../../shared/contracts/surveys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { fieldErrors, inlineFieldErrors, showSubmitError } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateSurveyQuestions } from './api/update-survey-questions.ts';

const sameQuestions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((q, i) => q.trim() === b[i]);

/** The five questions, each required and at most SURVEY_QUESTION_MAX characters; new surveys ask what is saved. */
export function SurveyQuestionsForm({ saved }: { saved: SurveyQuestions }) {
  const update = useUpdateSurveyQuestions();
  const [perguntas, setPerguntas] = useState<string[]>(saved.perguntas);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setPerguntas(saved.perguntas);
  }, [saved.perguntas]);

  function edit(index: number, value: string) {
    setPerguntas((current) => current.map((q, i) => (i === index ? value : q)));
    setErrors(({ [`perguntas.${index}`]: _, ...rest }) => rest);
  }

  function showErrors(found: Record<string, string>) {
    setErrors(inlineFieldErrors(found, surveyMessages.questionRequired));
    notify.error(Object.values(found)[0] ?? surveyMessages.questionRequired);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = surveyQuestionsInputSchema.safeParse({ perguntas });
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      const result = await update.mutateAsync(parsed.data);
      setPerguntas(result.perguntas);
      setErrors({});
      notify.success(surveyMessages.questionsSaved);
    } catch (err) {
      showSubmitError(err, { setErrors: showErrors, fallback: surveyMessages.questionsSaveError, fieldsSpeak: true });
    }
  }

  const unchanged = sameQuestions(perguntas, saved.perguntas);
  const isDefault = sameQuestions(perguntas, defaultSurveyQuestions);
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Perguntas da pesquisa">
      {perguntas.map((pergunta, i) => (
        <Field
          // biome-ignore lint/suspicious/noArrayIndexKey: the five questions in their fixed order
          key={i}
          label={`Pergunta ${i + 1}`}
          required
          error={errors[`perguntas.${i}`]}
        >
          <Textarea
            value={pergunta}
            // One line of text: a line break typed or pasted becomes a space.
            onChange={(e) => edit(i, e.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            rows={2}
            maxLength={SURVEY_QUESTION_MAX}
            className="resize-none"
          />
        </Field>
      ))}
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <Button type="submit" loading={update.isPending} icon={<Save className="h-4 w-4" aria-hidden="true" />}>
          Salvar perguntas
        </Button>
        {!isDefault && (
          <Button
            variant="ghost"
            icon={<RotateCcw className="h-4 w-4" aria-hidden="true" />}
            onClick={() => {
              setPerguntas([...defaultSurveyQuestions]);
              setErrors({});
            }}
          >
            Usar perguntas padrão
          </Button>
        )}
        {!unchanged && <span className="text-sm text-slate-600">Alterações não salvas</span>}
      </div>
    </form>
  );
}
