import { ClipboardList, List, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OwnerPageHeader } from '../../../components/owner-page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CustomerDetails, type DetailsTab, detailsTabs } from './customer-details.tsx';
import { ReportList } from './report-list.tsx';
import { TopCustomersView } from './top-customers-view.tsx';

/**
 * /relatorio: one of three views, kept in the address so the browser's back button and a reload
 * work: the list, a customer's details (?cliente=ID&aba=...) or the Top 10 (?ver=top10).
 */
export function CustomerReportPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('cliente'));
  const customerId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const view = customerId ? 'details' : params.get('ver') === 'top10' ? 'top10' : 'list';
  const tabParam = params.get('aba') as DetailsTab | null;
  const tab = tabParam && detailsTabs.includes(tabParam) ? tabParam : 'dados';

  // The list's search survives a visit to a customer's details.
  const [search, setSearch] = useState('');
  const [onlyBirthdays, setOnlyBirthdays] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view starts at the top
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [view, customerId]);

  const openCustomer = (customer: number) => setParams({ cliente: String(customer) });
  const showList = () => setParams({});

  return (
    <div className="mx-auto max-w-6xl">
      <OwnerPageHeader
        title="Relatório de Clientes"
        subtitle="Aniversariantes, melhores clientes e tudo sobre cada um."
        icon={<ClipboardList className="h-6 w-6" />}
        actions={
          view === 'top10' ? (
            <Button variant="secondary" onClick={showList}>
              <List className="h-4 w-4" aria-hidden="true" />
              Lista de clientes
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setParams({ ver: 'top10' })}>
              <Trophy className="h-4 w-4 text-amber-600" aria-hidden="true" />
              Top 10
            </Button>
          )
        }
      />
      {view === 'details' && customerId ? (
        <CustomerDetails
          id={customerId}
          tab={tab}
          onTabChange={(aba) => setParams({ cliente: String(customerId), aba }, { replace: true })}
          onBack={showList}
        />
      ) : view === 'top10' ? (
        <TopCustomersView onOpen={openCustomer} />
      ) : (
        <ReportList
          search={search}
          onSearchChange={setSearch}
          onlyBirthdays={onlyBirthdays}
          onOnlyBirthdaysChange={setOnlyBirthdays}
          onOpen={openCustomer}
        />
      )}
    </div>
  );
}
