import { Ban, CheckCircle2, Lightbulb, Megaphone, Store, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { AdminStore } from '../../../shared/contracts/admin.ts';
import { formatSinceSignup } from '../../../shared/dates.ts';
import { formatDocument, isCnpj } from '../../../shared/document.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { notify } from '../../lib/notify.ts';
import { useAdminStores, useSetStoreStatus } from './api/stores.ts';

const tiles = [
  { label: 'Financeiro', icon: Wallet },
  { label: 'Ideias', icon: Lightbulb },
  { label: 'Indicações', icon: Users },
  { label: 'Mensagens', icon: Megaphone },
] as const;

export function AdminDashboardPage() {
  const { data, error, refetch } = useAdminStores();
  if (error) {
    return (
      <div className="py-16 text-center">
        <p className="text-slate-700">Não foi possível carregar as lojas.</p>
        <Button className="mt-4" onClick={() => refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (!data) return <PageLoading />;
  const now = new Date();

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Painel do Super Admin</h1>
        <p className="text-slate-600">Acompanhe e gerencie as lojas da plataforma.</p>
      </div>

      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Áreas">
        {tiles.map(({ label, icon: Icon }) => (
          <li key={label}>
            <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 opacity-70">
              <Icon className="h-6 w-6 text-slate-500" aria-hidden="true" />
              <div>
                <p className="font-semibold">{label}</p>
                <p className="text-xs text-slate-500">Em breve</p>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Counter
          icon={<Store className="h-6 w-6" />}
          label="Total de Lojas"
          value={data.counts.total}
          tone="text-slate-800"
        />
        <Counter
          icon={<CheckCircle2 className="h-6 w-6" />}
          label="Lojas Liberadas"
          value={data.counts.liberadas}
          tone="text-emerald-700"
        />
        <Counter
          icon={<Ban className="h-6 w-6" />}
          label="Lojas Bloqueadas"
          value={data.counts.bloqueadas}
          tone="text-red-700"
        />
      </dl>

      <section aria-labelledby="lojas">
        <h2 id="lojas" className="text-lg font-bold">
          Lojas cadastradas
        </h2>
        {data.stores.length === 0 ? (
          <Card className="mt-4 p-10 text-center text-slate-600">Nenhuma loja cadastrada ainda.</Card>
        ) : (
          <Card className="mt-4 overflow-hidden">
            <table className="w-full text-left text-sm">
              <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-500 md:table-header-group">
                <tr>
                  <th className="px-4 py-3">Loja</th>
                  <th className="px-4 py-3">E-mail</th>
                  <th className="px-4 py-3">Cadastro</th>
                  <th className="px-4 py-3">Status</th>
                  <th className="px-4 py-3 text-right">Ação</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.stores.map((store) => (
                  <StoreRow key={store.id} store={store} now={now} />
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </section>
    </div>
  );
}

function Counter({ icon, label, value, tone }: { icon: React.ReactNode; label: string; value: number; tone: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className={tone} aria-hidden="true">
        {icon}
      </span>
      <div>
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className={`text-3xl font-extrabold tabular-nums ${tone}`}>{value}</dd>
      </div>
    </Card>
  );
}

function StoreRow({ store, now }: { store: AdminStore; now: Date }) {
  const setStatus = useSetStoreStatus();
  const [confirming, setConfirming] = useState(false);
  const blocked = store.status === 'bloqueado';

  async function toggle() {
    setConfirming(false);
    try {
      await setStatus.mutateAsync({ storeId: store.id, status: blocked ? 'liberado' : 'bloqueado' });
      notify.success('Status Atualizado', `${store.nomeEmpresa} foi ${blocked ? 'liberada' : 'bloqueada'}.`);
    } catch {
      notify.error('Erro', 'Não foi possível atualizar o status. Tente novamente.');
    }
  }

  return (
    <tr
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 p-4 md:table-row md:p-0"
      data-testid={`store-row-${store.id}`}
    >
      <td className="row-span-3 md:px-4 md:py-3">
        <div className="flex items-center gap-3">
          {store.logo ? (
            <img src={store.logo} alt="" className="h-10 w-10 rounded-lg object-cover" />
          ) : (
            <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Store className="h-5 w-5" aria-hidden="true" />
            </span>
          )}
          <span className="hidden md:block">
            <span className="block font-semibold">{store.nomeEmpresa}</span>
            <StoreDocument documento={store.documento} />
          </span>
        </div>
      </td>
      <td className="md:hidden">
        <span className="block font-semibold">{store.nomeEmpresa}</span>
        <StoreDocument documento={store.documento} />
      </td>
      <td className="truncate text-slate-600 md:px-4 md:py-3">{store.email}</td>
      <td className="text-slate-600 md:px-4 md:py-3">
        <span className="md:hidden">Cadastrada há </span>
        {formatSinceSignup(new Date(store.createdAt), now)}
      </td>
      <td className="col-start-2 md:px-4 md:py-3">
        <Badge tone={blocked ? 'red' : 'green'}>{blocked ? 'Bloqueado' : 'Liberado'}</Badge>
      </td>
      <td className="col-span-2 pt-2 md:px-4 md:py-3 md:text-right">
        <Button
          size="sm"
          variant={blocked ? 'success' : 'danger'}
          onClick={blocked ? toggle : () => setConfirming(true)}
          loading={setStatus.isPending}
          className="w-full md:w-auto"
        >
          {blocked ? 'Liberar' : 'Bloquear'}
        </Button>
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Bloquear ${store.nomeEmpresa}?`}
          description="A loja perde o acesso ao painel imediatamente e não consegue entrar até ser liberada."
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button variant="danger" onClick={toggle}>
              Bloquear loja
            </Button>
          </div>
        </Dialog>
      </td>
    </tr>
  );
}

/** The shop's CPF or CNPJ, formatted (an alphanumeric CNPJ as 12.ABC.345/01DE-35). */
function StoreDocument({ documento }: { documento: string }) {
  return (
    <span className="block text-xs text-slate-500 tabular-nums">
      {isCnpj(documento) ? 'CNPJ' : 'CPF'} {formatDocument(documento)}
    </span>
  );
}
