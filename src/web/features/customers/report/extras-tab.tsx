import { type FormEvent, useState } from 'react';
import {
  type Customer,
  customerExtrasSchema,
  customerMessages,
  ESTADOS_CIVIS,
  estadoCivilLabels,
  possuiVeiculoLabels,
} from '../../../../shared/contracts/customers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { fieldErrors, showSubmitError } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveCustomerExtras } from '../api/save-customer-extras.ts';
import { notifyInvalid } from '../form-feedback.ts';

/** A stored answer the lists here do not know (written elsewhere) shows as not answered. */
const known = <T extends string>(value: string | undefined, options: readonly T[]): T | '' =>
  value && (options as readonly string[]).includes(value) ? (value as T) : '';

/** Conhecendo Cliente: what helps the shop treat the customer personally. */
export function ExtrasTab({ customer }: { customer: Customer }) {
  const save = useSaveCustomerExtras(customer.id);
  const [form, setForm] = useState(() => ({
    nomePet: customer.extras.nomePet ?? '',
    possuiVeiculo: known(customer.extras.possuiVeiculo, ['sim', 'nao'] as const),
    estadoCivil: known(customer.extras.estadoCivil, ESTADOS_CIVIS),
    nomeConjuge: customer.extras.nomeConjuge ?? '',
    timeCoracao: customer.extras.timeCoracao ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customerExtrasSchema.safeParse(form);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      notifyInvalid(found);
      return;
    }
    try {
      await save.mutateAsync(form);
      notify.success(customerMessages.extrasSaved);
    } catch (err) {
      showSubmitError(err, { setErrors, fallback: customerMessages.extrasFailed });
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <h3 className="text-lg font-bold">Conhecendo o cliente</h3>
      <p className="mt-1 text-sm text-slate-600">
        Detalhes que ajudam a criar uma relação mais próxima. Todos opcionais.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field label="Nome do pet" error={errors.nomePet}>
          <Input value={form.nomePet} onChange={set('nomePet')} maxLength={80} autoComplete="off" />
        </Field>
        <Field label="Possui veículo?" error={errors.possuiVeiculo}>
          <Select value={form.possuiVeiculo} onChange={set('possuiVeiculo')}>
            <option value="">Não informado</option>
            <option value="sim">{possuiVeiculoLabels.sim}</option>
            <option value="nao">{possuiVeiculoLabels.nao}</option>
          </Select>
        </Field>
        <Field label="Estado civil" error={errors.estadoCivil}>
          <Select value={form.estadoCivil} onChange={set('estadoCivil')}>
            <option value="">Não informado</option>
            {ESTADOS_CIVIS.map((e) => (
              <option key={e} value={e}>
                {estadoCivilLabels[e]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Nome do cônjuge" error={errors.nomeConjuge}>
          <Input value={form.nomeConjuge} onChange={set('nomeConjuge')} maxLength={120} autoComplete="off" />
        </Field>
        <Field label="Time do coração" error={errors.timeCoracao} className="sm:col-span-2">
          <Input value={form.timeCoracao} onChange={set('timeCoracao')} maxLength={80} autoComplete="off" />
        </Field>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            Salvar dados extras
          </Button>
        </div>
      </form>
    </Card>
  );
}
