import { Cake, ChevronRight } from 'lucide-react';
import { formatBirthday, isBirthdayMonth, TIME_ZONE } from '../../../../shared/calendar.ts';
import type { CustomerSummary } from '../../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../../shared/document.ts';
import { formatPhone } from '../../../../shared/phone.ts';
import { ListStatus } from '../../../components/customer-list-status.tsx';
import { CustomerSearch } from '../../../components/customer-search.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomerList } from '../api/list-customers.ts';

const points = new Intl.NumberFormat('pt-BR');
const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: TIME_ZONE });

interface ReportListProps {
  search: string;
  onSearchChange: (value: string) => void;
  onlyBirthdays: boolean;
  onOnlyBirthdaysChange: (value: boolean) => void;
  onOpen: (customerId: number) => void;
}

/** The report's list: birthdays of the current month highlighted (icon and text, not colour alone). */
export function ReportList({ search, onSearchChange, onlyBirthdays, onOnlyBirthdaysChange, onOpen }: ReportListProps) {
  const debounced = useDebouncedValue(search.trim());
  const list = useCustomerList({ search: debounced, aniversariantes: onlyBirthdays });
  const now = new Date();

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <CustomerSearch value={search} onChange={onSearchChange} className="md:max-w-md md:flex-1" />
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5">
          <Checkbox
            checked={onlyBirthdays}
            onCheckedChange={onOnlyBirthdaysChange}
            label={`Só aniversariantes de ${monthName.format(now)}`}
          />
        </div>
        {list.data && (
          <p className="text-sm text-slate-600 md:ml-auto md:pb-3" aria-live="polite">
            {list.total} {list.total === 1 ? 'cliente' : 'clientes'}
          </p>
        )}
      </div>

      <ListStatus
        list={list}
        search={debounced}
        emptyText={onlyBirthdays ? 'Nenhum aniversariante neste mês.' : 'Nenhum cliente cadastrado ainda.'}
      />
      {list.customers.length > 0 && (
        <div className="-mx-4 mt-4 sm:mx-0">
          <table className="w-full text-left text-sm" aria-busy={list.isFetching}>
            <caption className="sr-only">Clientes da loja, dos mais recentes aos mais antigos</caption>
            <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Cliente
                </th>
                <th scope="col" className="px-4 py-3">
                  CPF
                </th>
                <th scope="col" className="px-4 py-3">
                  Celular
                </th>
                <th scope="col" className="px-4 py-3">
                  Aniversário
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Pontos
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 border-y border-slate-200 md:border-t-0">
              {list.customers.map((c) => (
                <ReportRow key={c.id} customer={c} birthday={isBirthdayMonth(c.dataNascimento, now)} onOpen={onOpen} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Carregar mais
          </Button>
        </div>
      )}
    </Card>
  );
}

const label = 'block text-xs font-medium text-slate-500 md:hidden';

function ReportRow({
  customer: c,
  birthday,
  onOpen,
}: {
  customer: CustomerSummary;
  birthday: boolean;
  onOpen: (id: number) => void;
}) {
  return (
    <tr
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-1.5 px-4 py-3 md:table-row md:p-0',
        birthday && 'bg-amber-50 shadow-[inset_4px_0_0_0_#f59e0b]',
      )}
      data-testid={`report-row-${c.id}`}
      data-birthday={birthday || undefined}
    >
      <td className="col-start-1 row-start-1 self-center md:px-4 md:py-3">
        <span className="block break-words font-semibold text-ink">{c.nome}</span>
        {birthday && (
          <Badge tone="yellow" className="mt-1 gap-1">
            <Cake className="h-3.5 w-3.5" aria-hidden="true" />
            Aniversariante do mês
          </Badge>
        )}
      </td>
      <td className="tabular-nums md:px-4 md:py-3">
        <span className={label}>CPF</span>
        {formatCpf(c.cpf)}
      </td>
      <td className="tabular-nums md:px-4 md:py-3">
        <span className={label}>Celular</span>
        <span className="whitespace-nowrap">{formatPhone(c.telefone)}</span>
      </td>
      <td className="tabular-nums md:px-4 md:py-3">
        <span className={label}>Aniversário</span>
        <span className={cn(birthday && 'flex items-center gap-1 font-semibold text-amber-900')}>
          {birthday && <Cake className="h-4 w-4" aria-hidden="true" />}
          {formatBirthday(c.dataNascimento) || <span className="text-slate-500">—</span>}
        </span>
      </td>
      <td className="tabular-nums md:px-4 md:py-3 md:text-right">
        <span className={label}>Pontos</span>
        <span className="font-semibold">{points.format(c.pointsBalance)}</span>
      </td>
      <td className="col-start-2 row-start-1 self-center justify-self-end md:px-4 md:py-3 md:text-right">
        <Button variant="secondary" size="sm" onClick={() => onOpen(c.id)} aria-label={`Ver detalhes de ${c.nome}`}>
          Detalhes
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}
