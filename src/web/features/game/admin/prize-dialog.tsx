import { type FormEvent, useState } from 'react';
import {
  type AdminGamePrize,
  GAME_PRIZE_NAME_MAX,
  gameMessages,
  gamePrizeInputSchema,
} from '../../../../shared/contracts/game.ts';
import { formatHundredths, parseReaisToCents } from '../../../../shared/money.ts';
import { ApiClientError } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { refusedFields } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSavePrize } from './api/admin-prizes.ts';

/** Adds a prize (prize null) or edits one: name, probability in % (2 decimals), active. */
export function PrizeDialog({ prize, onClose }: { prize: AdminGamePrize | null; onClose: () => void }) {
  const save = useSavePrize();
  const [nome, setNome] = useState(prize?.nome ?? '');
  const [probabilidade, setProbabilidade] = useState(
    prize ? formatHundredths(Math.round(prize.probabilidade * 100)) : '',
  );
  const [ativo, setAtivo] = useState(prize?.ativo ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const hundredths = parseReaisToCents(probabilidade);
    const parsed = gamePrizeInputSchema.safeParse({
      nome,
      probabilidade: hundredths === null ? Number.NaN : hundredths / 100,
      ativo,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message] as const).reverse()),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(prize ? { id: prize.id, ...parsed.data } : parsed.data);
      notify.success(gameMessages.prizeSaved, parsed.data.nome);
      onClose();
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : 'Não foi possível salvar o prêmio.';
      setErrors(refusedFields(err) ?? {});
      notify.error(message);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={prize ? 'Editar prêmio' : 'Novo prêmio'}
      description="Os prêmios ativos somam no máximo 100%."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Nome do prêmio" error={errors.nome} required>
          <Input value={nome} onChange={(e) => setNome(e.target.value)} maxLength={GAME_PRIZE_NAME_MAX} />
        </Field>
        <Field
          label="Probabilidade (%)"
          error={errors.probabilidade}
          hint="De 0 a 100, com até 2 casas decimais."
          required
        >
          <DecimalInput value={probabilidade} onValueChange={setProbabilidade} prefix={null} placeholder="0,00" />
        </Field>
        <Switch
          checked={ativo}
          onCheckedChange={setAtivo}
          label="Ativo"
          description="Entra no sorteio e na lista de prêmios."
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
