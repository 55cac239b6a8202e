import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import type { CustomerSummary } from '../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../shared/document.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useCustomerSearch } from './api/search-customers.ts';

interface CustomerPickerProps {
  value: CustomerSummary | null;
  onChange: (customer: CustomerSummary | null) => void;
  disabled?: boolean;
}

/** The sale's customer: one of the shop's customers found by CPF or name, or none. */
export function CustomerPicker({ value, onChange, disabled }: CustomerPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), 300);
  const search = useCustomerSearch(debounced);
  const results = debounced.length >= 2 && text.trim().length >= 2 ? (search.data?.customers ?? []) : [];

  if (value) {
    return (
      <div>
        <span className="mb-1 block text-sm font-semibold text-ink">Cliente</span>
        <div className="flex items-center justify-between gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
          <span className="min-w-0">
            <span className="block truncate font-semibold text-ink">{value.nome}</span>
            <span className="block text-sm tabular-nums text-slate-600">CPF {formatCpf(value.cpf)}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(null)}
            aria-label="Remover cliente"
          >
            <UserX className="h-4 w-4" aria-hidden />
            Sem cliente
          </Button>
        </div>
      </div>
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
    </div>
  );
}
