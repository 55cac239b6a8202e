import { KeyRound, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { formatSinceSignup } from '../../../../shared/calendar.ts';
import type { AdminPasswordResetLink, AdminStore } from '../../../../shared/contracts/admin.ts';
import { formatDocument, isCnpj } from '../../../../shared/document.ts';
import { EmptyState, QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { useAdminStores } from '../api/stores.ts';
import { useIssueResetLink, useSetStoreStatus } from '../api/stores.ts';
import { ResetLinkDialog } from './reset-link-dialog.tsx';
import { StoreLogo } from './store-logo.tsx';

const number = new Intl.NumberFormat('pt-BR');

type StoreList = ReturnType<typeof useAdminStores>;

/**
 * The platform's shops: search by company or e-mail (on the server), a table on wide screens and
 * cards on a phone, block (confirmed) and release (confirmed), a one-time link to set a shop's new
 * password, more pages on demand.
 */
export function StoresSection({
  list,
  search,
  onSearch,
}: {
  list: StoreList;
  search: string;
  onSearch: (value: string) => void;
}) {
  const [pending, setPending] = useState<AdminStore | null>(null);
  const setStatus = useSetStoreStatus();
  const issueResetLink = useIssueResetLink();
  const [resetLink, setResetLink] = useState<AdminPasswordResetLink | null>(null);
  const now = new Date();
  const term = search.trim();

  async function confirmChange() {
    if (!pending) return;
    const blocking = pending.status === 'liberado';
    try {
      await setStatus.mutateAsync({ storeId: pending.id, status: blocking ? 'bloqueado' : 'liberado' });
      notify.success('Status Atualizado', `${pending.nomeEmpresa} foi ${blocking ? 'bloqueada' : 'liberada'}.`);
    } catch {
      notify.error('Não foi possível atualizar o status. Tente novamente.');
    } finally {
      setPending(null);
    }
  }

  async function issueLink(store: AdminStore) {
    try {
      setResetLink(await issueResetLink.mutateAsync(store.id));
    } catch (err) {
      notify.failure(err, 'Não foi possível gerar o link. Tente novamente.');
    }
  }

  const blocking = pending?.status === 'liberado';
  const linkButton = (store: AdminStore) => (
    <ResetLinkButton
      store={store}
      loading={issueResetLink.isPending && issueResetLink.variables === store.id}
      onClick={() => issueLink(store)}
    />
  );

  return (
    <section aria-labelledby="lojas" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="lojas" className="text-lg font-bold">
          Lojas cadastradas
        </h2>
        {list.data && (
          <Badge tone="gray" className="tabular-nums" aria-live="polite">
            {term
              ? `${number.format(list.matching)} ${list.matching === 1 ? 'encontrada' : 'encontradas'}`
              : `${number.format(list.matching)} ${list.matching === 1 ? 'loja' : 'lojas'}`}
          </Badge>
        )}
      </div>

      <div className="relative sm:max-w-md">
        <Field label="Buscar por empresa ou e-mail">
          <Input
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Ex.: Padaria ou contato@loja.com.br"
            maxLength={100}
            className="pl-10"
            autoComplete="off"
          />
        </Field>
        <Search className="pointer-events-none absolute bottom-3 left-3 h-5 w-5 text-slate-400" aria-hidden="true" />
      </div>

      <QueryState
        query={list}
        what="as lojas"
        isEmpty={() => list.stores.length === 0}
        empty={
          <EmptyState frame="card" icon={term && <SearchX className="h-8 w-8 text-slate-400" aria-hidden="true" />}>
            <p>{term ? `Nenhuma loja encontrada para “${term}”.` : 'Nenhuma loja cadastrada ainda.'}</p>
          </EmptyState>
        }
      >
        {() => (
          <div aria-busy={list.isFetching}>
            {/* Wide screens: a table. */}
            <Card className="hidden overflow-hidden md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Lojas cadastradas</caption>
                <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Loja
                    </th>
                    <th scope="col" className="px-4 py-3">
                      E-mail
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Cadastrada há
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      Ações
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {list.stores.map((store) => (
                    <tr key={store.id} data-testid={`store-row-${store.id}`}>
                      <td className="px-4 py-3">
                        <div className="flex items-center gap-3">
                          <StoreLogo name={store.nomeEmpresa} url={store.logoUrl} />
                          <div className="min-w-0">
                            <p className="font-semibold">{store.nomeEmpresa}</p>
                            <StoreDocument documento={store.documento} />
                          </div>
                        </div>
                      </td>
                      <td className="max-w-64 truncate px-4 py-3 text-slate-700" title={store.email}>
                        {store.email}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                        {formatSinceSignup(new Date(store.createdAt), now)}
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge status={store.status} />
                      </td>
                      <td className="space-x-2 whitespace-nowrap px-4 py-3 text-right">
                        {linkButton(store)}
                        <StatusButton store={store} onClick={() => setPending(store)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>

            {/* A phone: one card per shop. */}
            <ul className="space-y-3 md:hidden" aria-label="Lojas cadastradas">
              {list.stores.map((store) => (
                <li key={store.id} data-testid={`store-row-${store.id}`}>
                  <Card className="space-y-3 p-4">
                    <div className="flex items-start gap-3">
                      <StoreLogo name={store.nomeEmpresa} url={store.logoUrl} className="h-12 w-12" />
                      <div className="min-w-0 flex-1">
                        <p className="break-words font-semibold">{store.nomeEmpresa}</p>
                        <StoreDocument documento={store.documento} />
                        <p className="break-all text-sm text-slate-700">{store.email}</p>
                      </div>
                      <StatusBadge status={store.status} />
                    </div>
                    <p className="text-sm text-slate-600">
                      Cadastrada há {formatSinceSignup(new Date(store.createdAt), now)}
                    </p>
                    <div className="flex flex-wrap justify-end gap-2">
                      {linkButton(store)}
                      <StatusButton store={store} onClick={() => setPending(store)} />
                    </div>
                  </Card>
                </li>
              ))}
            </ul>

            <div className="mt-4 flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600" aria-live="polite">
                Mostrando {number.format(list.stores.length)} de {number.format(list.matching)}
              </p>
              {list.hasNextPage && (
                <Button variant="secondary" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  Carregar mais lojas
                </Button>
              )}
              {list.isFetching && !list.isFetchingNextPage && (
                <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
                  <Spinner className="h-4 w-4" /> Atualizando...
                </p>
              )}
            </div>
          </div>
        )}
      </QueryState>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? `${blocking ? 'Bloquear' : 'Liberar'} ${pending.nomeEmpresa}?` : ''}
        description={
          blocking
            ? 'A loja perde o acesso ao painel imediatamente e não consegue entrar até ser liberada.'
            : 'A loja volta a poder entrar no painel.'
        }
        confirmLabel={blocking ? 'Bloquear loja' : 'Liberar loja'}
        variant={blocking ? 'danger' : 'success'}
        loading={setStatus.isPending}
        onConfirm={confirmChange}
      />
      <ResetLinkDialog reset={resetLink} onClose={() => setResetLink(null)} />
    </section>
  );
}

export function useStoreSearch() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  return { search, setSearch, debounced };
}

function StatusBadge({ status }: { status: AdminStore['status'] }) {
  return status === 'bloqueado' ? <Badge tone="red">Bloqueado</Badge> : <Badge tone="green">Liberado</Badge>;
}

function ResetLinkButton({ store, loading, onClick }: { store: AdminStore; loading: boolean; onClick: () => void }) {
  // align-top: beside the status button in the table's line, its icon would lift it off the baseline.
  return (
    <Button
      size="sm"
      variant="secondary"
      className="align-top"
      loading={loading}
      icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}
      onClick={onClick}
      aria-label={`Link de nova senha para ${store.nomeEmpresa}`}
    >
      Nova senha
    </Button>
  );
}

function StatusButton({ store, onClick }: { store: AdminStore; onClick: () => void }) {
  const blocked = store.status === 'bloqueado';
  return (
    <Button
      size="sm"
      variant={blocked ? 'success' : 'dangerOutline'}
      onClick={onClick}
      aria-label={`${blocked ? 'Liberar' : 'Bloquear'} ${store.nomeEmpresa}`}
    >
      {blocked ? 'Liberar' : 'Bloquear'}
    </Button>
  );
}

/** The shop's CPF or CNPJ, formatted (an alphanumeric CNPJ as 12.ABC.345/01DE-35). */
function StoreDocument({ documento }: { documento: string }) {
  return (
    <p className="text-xs text-slate-500 tabular-nums">
      {isCnpj(documento) ? 'CNPJ' : 'CPF'} {formatDocument(documento)}
    </p>
  );
}
