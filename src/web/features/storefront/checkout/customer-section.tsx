import { useRef } from 'react';
import { formatPhone } from '../../../../shared/phone.ts';
import { NativeCheckbox as Checkbox } from '../../../components/ui/checkbox-row.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { IdentityNotice } from './identity-notice.tsx';
import type { useCheckout } from './use-checkout.ts';

type Checkout = ReturnType<typeof useCheckout>;

/** CPF first, then the name; phone and birth date once the rest of the form shows. */
export function CustomerFields({ checkout }: { checkout: Checkout }) {
  const { form, errors, set } = checkout;
  const nameInput = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="CPF"
        required
        error={errors.cpf}
        hint="Com o CPF você acumula pontos nesta loja."
        className="sm:col-span-2"
      >
        <Input
          readOnly={!checkout.ready}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={14}
          value={form.cpf}
          onChange={(e) => checkout.changeCpf(e.target.value)}
        />
      </Field>
      <div className="sm:col-span-2" aria-live="polite">
        <IdentityNotice
          identity={checkout.identity}
          quickRegistrationOpen={checkout.showRest}
          confirming={checkout.confirming}
          onConfirm={checkout.confirmBirthDate}
          onQuickRegistration={() => {
            checkout.openQuickRegistration();
            nameInput.current?.focus();
          }}
        />
      </div>
      <Field label="Nome completo" required error={errors.nome} className="sm:col-span-2">
        <Input
          readOnly={!checkout.ready}
          ref={nameInput}
          autoComplete="name"
          maxLength={120}
          value={form.nome}
          onChange={(e) => set('nome', e.target.value)}
        />
      </Field>
      {checkout.showRest ? (
        <>
          <Field label="Telefone (WhatsApp)" required error={errors.telefone}>
            <Input
              readOnly={!checkout.ready}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(11) 98765-4321"
              value={form.telefone}
              onChange={(e) => set('telefone', formatPhone(e.target.value))}
            />
          </Field>
          <Field label="Data de nascimento" required error={errors.dataNascimento}>
            <DateInput
              autoComplete="bday"
              value={form.dataNascimento}
              onValueChange={(v) => set('dataNascimento', v)}
            />
          </Field>
          <div className="space-y-1 rounded-xl bg-slate-50 p-3 sm:col-span-2">
            <Checkbox
              checked={checkout.remember}
              onCheckedChange={checkout.setRemember}
              label="Lembrar meus dados neste aparelho"
            />
            <p className="pl-9 text-xs text-slate-600">
              Nome, telefone, CPF e endereço (e um código que mostra os seus pontos na página do pedido) ficam só neste
              aparelho para o próximo pedido. A data de nascimento nunca fica guardada. Deixe desmarcado em aparelho
              compartilhado.
            </p>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Optional: street, number, neighbourhood and city. */
export function AddressFields({ checkout }: { checkout: Checkout }) {
  const { form, errors, set } = checkout;
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <Field label="Rua" error={errors.rua} className="sm:col-span-4">
        <Input
          readOnly={!checkout.ready}
          autoComplete="address-line1"
          maxLength={200}
          value={form.rua}
          onChange={(e) => set('rua', e.target.value)}
        />
      </Field>
      <Field label="Número" error={errors.numero} className="sm:col-span-2">
        <Input
          readOnly={!checkout.ready}
          autoComplete="address-line2"
          maxLength={20}
          value={form.numero}
          onChange={(e) => set('numero', e.target.value)}
        />
      </Field>
      <Field label="Bairro" error={errors.bairro} className="sm:col-span-3">
        <Input
          readOnly={!checkout.ready}
          autoComplete="address-level3"
          maxLength={100}
          value={form.bairro}
          onChange={(e) => set('bairro', e.target.value)}
        />
      </Field>
      <Field label="Cidade" error={errors.cidade} className="sm:col-span-3">
        <Input
          readOnly={!checkout.ready}
          autoComplete="address-level2"
          maxLength={100}
          value={form.cidade}
          onChange={(e) => set('cidade', e.target.value)}
        />
      </Field>
    </div>
  );
}
