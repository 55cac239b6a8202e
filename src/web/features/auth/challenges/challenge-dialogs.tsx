import { KeyRound, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { OVERRIDE_REASON_MAX, staffMessages } from '../../../../shared/contracts/staff.ts';
import { roleLabels } from '../../../../shared/permissions.ts';
import { ApiClientError } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { PinInput } from '../../../components/ui/pin-input.tsx';
import { useAuthorizers } from '../api/authorizers.ts';
import { useConfirmPassword } from '../api/reauth.ts';
import type { Challenge } from './challenge-host.tsx';
import { checkOverride, emptyOverrideForm, type OverrideForm, overrideFailure } from './override-form.ts';

export function ChallengeDialog({ challenge }: { challenge: Challenge }) {
  return challenge.kind === 'reauth' ? (
    <ReauthDialog onDone={challenge.settle} />
  ) : (
    <OverrideDialog
      attempt={challenge.attempt}
      onResolved={challenge.resolve}
      onRejected={challenge.reject}
      // Cancelled: the screen that asked gets the server's refusal, as if no dialog had opened.
      onCancel={() => challenge.reject(challenge.refusal)}
    />
  );
}

const unreachable = 'Não foi possível confirmar agora. Verifique sua conexão e tente novamente.';

/** "Confirme sua senha": the signed-in person's own password, before a sensitive change goes on. */
function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const confirm = useConfirmPassword();
  const [senha, setSenha] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    if (senha === '') {
      setError('Informe a senha.');
      return;
    }
    try {
      await confirm.mutateAsync(senha);
      onDone(true);
    } catch (err) {
      // A wrong password (or too many) stays here, to try again or cancel.
      setSenha('');
      if (err instanceof ApiClientError && err.status !== 0 && err.status < 500) {
        setError(err.fields.senha ?? err.message);
      } else {
        setError(unreachable);
      }
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !confirm.isPending && onDone(false)}
      title="Confirme sua senha"
      description={staffMessages.reauthRequired}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Confirme sua senha">
        <Field label="Sua senha de acesso" error={error} required>
          <PasswordInput
            autoFocus
            name="senha"
            autoComplete="current-password"
            value={senha}
            onChange={(e) => {
              setSenha(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={confirm.isPending} onClick={() => onDone(false)}>
            Cancelar
          </Button>
          <Button type="submit" loading={confirm.isPending} icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}>
            Confirmar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * "Autorização do gerente": a Gerente (or the owner) at the cashier's side picks their name, types
 * their own override PIN and the reason; the refused request is sent once more with them. A wrong
 * PIN stays here; any other answer goes back to the screen that asked.
 */
function OverrideDialog({
  attempt,
  onResolved,
  onRejected,
  onCancel,
}: {
  attempt: (headers: Record<string, string>) => Promise<unknown>;
  onResolved: (answer: unknown) => void;
  onRejected: (err: unknown) => void;
  onCancel: () => void;
}) {
  const authorizers = useAuthorizers();
  const [form, setForm] = useState<OverrideForm>(emptyOverrideForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const pinRef = useRef<HTMLInputElement>(null);
  // Each wrong PIN gives the emptied PIN field the focus, once it is enabled again (after the render
  // that ends the sending: a disabled field takes no focus).
  const [pinRefusals, setPinRefusals] = useState(0);
  useEffect(() => {
    if (pinRefusals > 0) pinRef.current?.focus();
  }, [pinRefusals]);
  const list = authorizers.data ?? [];
  // With one person who can authorise, they are chosen already.
  const only = list.length === 1 ? list[0] : undefined;
  const por = form.por || (only?.id ?? '');

  const set = (key: keyof OverrideForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _, _: __, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = checkOverride({ ...form, por });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSending(true);
    let answer: unknown;
    try {
      answer = await attempt(checked.headers);
    } catch (err) {
      const shown = overrideFailure(err);
      if (!shown) {
        onRejected(err);
        return;
      }
      setSending(false);
      setErrors(shown);
      if (shown.pin) {
        setForm((f) => ({ ...f, pin: '' }));
        setPinRefusals((n) => n + 1);
      }
      return;
    }
    onResolved(answer);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sending && onCancel()}
      title="Autorização do gerente"
      description={staffMessages.overrideRequired}
    >
      {authorizers.isPending ? (
        <Loading />
      ) : authorizers.isError ? (
        <LoadError
          what="quem pode autorizar"
          frame="bare"
          onRetry={authorizers.refetch}
          retrying={authorizers.isFetching}
          actions={
            <Button variant="secondary" onClick={onCancel}>
              Cancelar
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <div className="space-y-4">
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="alert">
            Ninguém tem PIN de autorização ainda. O dono da loja ou um Gerente cadastra o seu em Configurações → PIN de
            autorização.
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onCancel}>
              Fechar
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Autorização do gerente">
          <p className="text-sm text-slate-600">Quem autoriza digita o próprio PIN neste aparelho.</p>
          <Field label="Quem autoriza" error={errors.por} required>
            <Select autoFocus={!only} value={por} disabled={sending} onChange={(e) => set('por', e.target.value)}>
              {!only && <option value="">Escolha quem autoriza</option>}
              {list.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.role === 'dono' ? `${a.nome} da loja` : `${a.nome} (${roleLabels[a.role]})`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="PIN de autorização" error={errors.pin} required>
            <PinInput
              ref={pinRef}
              autoFocus={Boolean(only)}
              name="pin-autorizacao"
              autoComplete="off"
              value={form.pin}
              disabled={sending}
              onValueChange={(v) => set('pin', v)}
            />
          </Field>
          <Field
            label="Motivo"
            error={errors.motivo}
            hint={`${form.motivo.trim().length}/${OVERRIDE_REASON_MAX} caracteres. Fica no Registro de Atividades.`}
            required
          >
            <Input
              name="motivo"
              value={form.motivo}
              maxLength={OVERRIDE_REASON_MAX}
              disabled={sending}
              placeholder="Ex.: cliente desistiu da compra"
              onChange={(e) => set('motivo', e.target.value)}
            />
          </Field>
          {errors._ && (
            <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
              {errors._}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={sending} onClick={onCancel}>
              Cancelar
            </Button>
            <Button type="submit" loading={sending} icon={<ShieldCheck className="h-4 w-4" aria-hidden="true" />}>
              Autorizar
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
