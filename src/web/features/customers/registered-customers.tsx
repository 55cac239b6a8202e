import { Star, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CustomerSummary } from '../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../shared/document.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { ListStatus } from '../../components/customer-list-status.tsx';
import { CustomerSearch } from '../../components/customer-search.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useCustomerList } from './api/list-customers.ts';
import { DeleteCustomerDialog } from './delete-customer-dialog.tsx';

const points = new Intl.NumberFormat('pt-BR');

/**
 * Cadastro de Clientes' list: newest first, CPF 000.000.000-00, phone, points and delete (for the
 * roles that may delete a customer).
 */
export function RegisteredCustomers({ canDelete = true }: { canDelete?: boolean }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const list = useCustomerList({ search: debounced, aniversariantes: false });
  const [toDelete, setToDelete] = useState<CustomerSummary | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Card className="flex flex-col p-5 sm:p-6" aria-labelledby="clientes-cadastrados" role="region">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 ref={heading} id="clientes-cadastrados" tabIndex={-1} className="text-lg font-bold focus:outline-none">
          Clientes cadastrados
        </h2>
        {list.data && (
          <Badge tone="gray" className="shrink-0 whitespace-nowrap tabular-nums">
            {list.total} {list.total === 1 ? 'cliente' : 'clientes'}
          </Badge>
        )}
      </div>
      <CustomerSearch value={search} onChange={setSearch} className="mt-4" />

      <ListStatus list={list} search={debounced} emptyText="Nenhum cliente cadastrado ainda." />
      {list.customers.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200" aria-busy={list.isFetching}>
          {list.customers.map((c) => (
            <li key={c.id} className="flex items-center gap-3 px-4 py-3" data-testid={`customer-${c.id}`}>
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{c.nome}</p>
                <p className="text-sm tabular-nums text-slate-600">
                  <span className="whitespace-nowrap">
                    <span className="sr-only">CPF </span>
                    {formatCpf(c.cpf)}
                  </span>
                  <span aria-hidden="true"> · </span>
                  <span className="whitespace-nowrap">
                    <span className="sr-only">, celular </span>
                    {formatPhone(c.telefone)}
                  </span>
                </p>
                <p className="mt-0.5 flex items-center gap-1 text-sm font-semibold tabular-nums text-amber-800">
                  <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                  {points.format(c.pointsBalance)} {c.pointsBalance === 1 ? 'ponto' : 'pontos'}
                </p>
              </div>
              {canDelete && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0 text-red-700 hover:bg-red-50"
                  aria-label={`Excluir ${c.nome}`}
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setToDelete(c);
                  }}
                >
                  <Trash2 className="h-5 w-5" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 self-center"
          onClick={() => list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          Carregar mais
        </Button>
      )}
      {list.isFetching && !list.isFetchingNextPage && list.customers.length > 0 && (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-500" role="status">
          <Spinner className="h-4 w-4" /> Atualizando...
        </p>
      )}
      <DeleteCustomerDialog
        customer={toDelete}
        onClose={() => setToDelete(null)}
        returnFocus={() => (opener.current?.isConnected ? opener.current : heading.current)}
      />
    </Card>
  );
}
