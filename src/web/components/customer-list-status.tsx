import { SearchX, Users } from 'lucide-react';
import { LoadError } from './load-error.tsx';
import { Spinner } from './ui/spinner.tsx';

interface ListLike {
  isPending: boolean;
  isError: boolean;
  customers: unknown[];
  refetch: () => unknown;
}

/** Loading, failure and empty states shared by the customer lists. */
export function ListStatus({ list, search, emptyText }: { list: ListLike; search: string; emptyText: string }) {
  if (list.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-10 text-slate-600" role="status">
        <Spinner className="h-5 w-5 text-brand-600" /> Carregando...
      </p>
    );
  }
  if (list.isError && list.customers.length === 0) {
    return <LoadError what="os clientes" onRetry={list.refetch} frame="bare" />;
  }
  if (list.customers.length > 0) return null;
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center text-slate-600">
      {search ? (
        <SearchX className="h-8 w-8 text-slate-400" aria-hidden="true" />
      ) : (
        <Users className="h-8 w-8 text-slate-400" aria-hidden="true" />
      )}
      <p>{search ? `Nenhum cliente encontrado para “${search}”.` : emptyText}</p>
    </div>
  );
}
