import { UserPlus, UserX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { CustomerSummary } from '../../../shared/contracts/customers.ts';
import { type NewSaleCustomer, newSaleCustomerSchema } from '../../../shared/contracts/sales.ts';
import { formatCpf, isValidCpf, onlyDigits } from '../../../shared/document.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useCustomerSearch } from './api/search-customers.ts';

interface CustomerPickerProps {
  value: CustomerSummary | null;
  onChange: (customer: CustomerSummary | null) => void;
  /** A customer registered on the spot: created with the sale when it is saved. */
  newCustomer: NewSaleCustomer | null;
  onNewCustomer: (customer: NewSaleCustomer | null) => void;
  disabled?: boolean;
}

/**
 * The sale's customer: one of the shop's customers found by CPF or name, a new CPF registered on
 * the spot (name and phone; the server creates the customer with the sale), or none.
 */
export function CustomerPicker({ value, onChange, newCustomer, onNewCustomer, disabled }: CustomerPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [registering, setRegistering] = useState(false);
  const debounced = useDebouncedValue(text.trim(), 300);
  const search = useCustomerSearch(debounced);
  const results = debounced.length >= 2 && text.trim().length >= 2 ? (search.data?.customers ?? []) : [];
  const typedCpf = onlyDigits(text);
  const canRegister =
    isValidCpf(typedCpf) && debounced.length >= 2 && !search.isFetching && search.data && results.length === 0;

  if (newCustomer) {
    return (
      <ChosenCustomer
        nome={newCustomer.nome}
        detail={`CPF ${formatCpf(newCustomer.cpf)} · novo, cadastrado ao salvar`}
        isNew
        disabled={disabled}
        onRemove={() => onNewCustomer(null)}
      />
    );
  }

  if (registering) {
    return (
      <NewCustomerForm
        cpf={typedCpf}
        onCancel={() => setRegistering(false)}
        onDone={(c) => {
          onNewCustomer(c);
          setRegistering(false);
          setText('');
        }}
      />
    );
  }

  if (value) {
    return (
      <ChosenCustomer
        nome={value.nome}
        detail={`CPF ${formatCpf(value.cpf)}`}
        disabled={disabled}
        onRemove={() => onChange(null)}
      />
    );
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        Cliente
      </label>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder="CPF ou nome (opcional)"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
      />
      {results.length > 0 && (
        <ul
          aria-label="Clientes encontrados"
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          {results.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-4 py-2.5 text-left hover:bg-emerald-50 focus:bg-emerald-50 focus:outline-none"
                onClick={() => {
                  onChange(c);
                  setText('');
                }}
              >
                <span className="truncate font-medium text-ink">{c.nome}</span>
                <span className="shrink-0 text-sm tabular-nums text-slate-600">{formatCpf(c.cpf)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {debounced.length >= 2 && !search.isFetching && search.data && results.length === 0 && (
        <p className="mt-1 text-sm text-slate-600">Nenhum cliente encontrado.</p>
      )}
      {canRegister && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setRegistering(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          Cadastrar cliente com este CPF
        </Button>
      )}
    </div>
  );
}

/** The sale's chosen customer (or the new one to be registered), with the way back to none. */
function ChosenCustomer({
  nome,
  detail,
  isNew,
  disabled,
  onRemove,
}: {
  nome: string;
  detail: string;
  isNew?: boolean;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <div>
      <span className="mb-1 block text-sm font-semibold text-ink">Cliente</span>
      <div
        className={`flex items-center justify-between gap-2 rounded-lg border px-3 py-2 ${
          isNew ? 'border-emerald-300 bg-emerald-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink">{nome}</span>
          <span className="block text-sm tabular-nums text-slate-600">{detail}</span>
        </span>
        <Button variant="ghost" size="sm" disabled={disabled} onClick={onRemove} aria-label="Remover cliente">
          <UserX className="h-4 w-4" aria-hidden />
          Sem cliente
        </Button>
      </div>
    </div>
  );
}

/** Name and phone of a new CPF, checked with the same rules the server applies. */
function NewCustomerForm({
  cpf,
  onCancel,
  onDone,
}: {
  cpf: string;
  onCancel: () => void;
  onDone: (customer: NewSaleCustomer) => void;
}) {
  const nameId = useId();
  const phoneId = useId();
  const [nome, setNome] = useState('');
  const [telefone, setTelefone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = newSaleCustomerSchema.safeParse({ cpf, nome, telefone });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    onDone(parsed.data);
  }

  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">Novo cliente · CPF {formatCpf(cpf)}</legend>
      <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-ink">
        Nome do cliente
      </label>
      <Input
        id={nameId}
        value={nome}
        autoFocus
        aria-invalid={errors.nome ? true : undefined}
        onChange={(e) => {
          setNome(e.target.value);
          setErrors((x) => ({ ...x, nome: '' }));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
      {errors.nome && <p className="mt-1 text-sm text-red-700">{errors.nome}</p>}
      <label htmlFor={phoneId} className="mb-1 mt-2 block text-sm font-medium text-ink">
        Celular (opcional)
      </label>
      <Input
        id={phoneId}
        inputMode="tel"
        value={telefone}
        placeholder="(11) 98765-4321"
        aria-invalid={errors.telefone ? true : undefined}
        onChange={(e) => {
          setTelefone(formatPhone(e.target.value));
          setErrors((x) => ({ ...x, telefone: '' }));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
      {errors.telefone && <p className="mt-1 text-sm text-red-700">{errors.telefone}</p>}
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => submit()}>
          Usar este cliente
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </fieldset>
  );
}
