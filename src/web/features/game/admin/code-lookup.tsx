import { CheckCircle2, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDateTime, formatIsoDay } from '../../../../shared/calendar.ts';
import { gameMessages, normalizeRedemptionCode, type Redemption } from '../../../../shared/contracts/game.ts';
import { ApiClientError } from '../../../api/client.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useLookUpCode, useRedeemCode } from './api/redemption-codes.ts';

/** Looks a winner's code up and marks it redeemed, once. */
export function CodeLookup() {
  const lookUp = useLookUpCode();
  const redeem = useRedeemCode();
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<Redemption | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFound(null);
    const code = normalizeRedemptionCode(codigo);
    if (!code) {
      setError(gameMessages.codeInvalid);
      return;
    }
    setError(undefined);
    try {
      setFound(await lookUp.mutateAsync(code));
    } catch (err) {
      setError(err instanceof ApiClientError && err.status < 500 ? err.message : 'Não foi possível buscar o código.');
    }
  }

  async function markRedeemed() {
    if (!found) return;
    try {
      const done = await redeem.mutateAsync(found.codigo);
      setFound(done);
      notify.success(gameMessages.redeemed, `${done.premio ?? ''} · código ${done.codigo}`);
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : 'Não foi possível marcar o resgate.';
      notify.error(message);
      // Redeemed meanwhile: show the code as it is now (a failed re-read keeps what is shown).
      if (err instanceof ApiClientError && err.status === 409) lookUp.mutate(found.codigo, { onSuccess: setFound });
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Resgatar código</h2>
      <p className="text-sm text-slate-600">O ganhador recebe um código ao tocar em “RESGATAR PRÊMIO”.</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="Código de resgate" error={error} className="sm:w-72">
          <Input
            value={codigo}
            onChange={(e) => setCodigo(e.target.value.toUpperCase())}
            maxLength={20}
            autoComplete="off"
            className="font-mono uppercase tracking-widest"
            placeholder="ABCD2345"
          />
        </Field>
        <Button type="submit" loading={lookUp.isPending} className="sm:mt-7">
          <Search className="h-4 w-4" aria-hidden="true" />
          Buscar
        </Button>
      </form>
      {found && (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="code-result">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-bold tracking-widest text-ink">{found.codigo}</span>
            {found.resgatadoEm ? <Badge tone="green">Resgatado</Badge> : <Badge tone="yellow">Não resgatado</Badge>}
          </div>
          <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium">Prêmio: </dt>
              <dd className="inline">{found.premio}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Jogado em: </dt>
              <dd className="inline">{formatIsoDay(found.dia)}</dd>
            </div>
            {found.resgatadoEm && (
              <div>
                <dt className="inline font-medium">Resgatado em: </dt>
                <dd className="inline">{formatDateTime(new Date(found.resgatadoEm))}</dd>
              </div>
            )}
          </dl>
          {!found.resgatadoEm && (
            <Button variant="success" className="mt-3" onClick={markRedeemed} loading={redeem.isPending}>
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              Marcar como resgatado
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
