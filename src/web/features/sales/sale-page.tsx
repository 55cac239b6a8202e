import { ArrowLeft, FilePlus2, MoreHorizontal, Save, Trash2 } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import { Link, useOutletContext } from 'react-router';
import { brDateToIso, formatIsoDay, saoPauloToday } from '../../../shared/calendar.ts';
import type { StoreSession } from '../../../shared/contracts/auth.ts';
import { type SaleInput, saleMessages } from '../../../shared/contracts/sales.ts';
import { formatCents } from '../../../shared/money.ts';
import { paths } from '../../../shared/paths.ts';
import type { PaymentInput } from '../../../shared/sale-math.ts';
import { ApiClientError } from '../../api/client.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select, Textarea } from '../../components/ui/input.tsx';
import { refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useSellers } from '../employees/api/get-sellers.ts';
import { useCreateSale } from './api/create-sale.ts';
import { useDeleteSale } from './api/delete-sale.ts';
import { quoteProducts } from './api/search-products.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { MoreActionsDialog } from './more-actions-dialog.tsx';
import { refreshCatalog } from './offline/offline-catalog.ts';
import { PendingSalesPanel } from './offline/pending-sales-panel.tsx';
import { usePendingSales } from './offline/use-pending-sales.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { ProductSearch } from './product-search.tsx';
import { formTotals, itemsForRequest } from './sale-form.ts';
import { SaleLines } from './sale-lines.tsx';
import { newSaleState, saleReducer, saveProblem, saveProblemMessages } from './sale-state.ts';
import { SaleWheel } from './sale-wheel.tsx';
import { isSaveShortcut } from './shortcut.ts';

const today = () => formatIsoDay(saoPauloToday());

/** No answer from the server itself: no network (0) or a proxy with no server behind it. */
const NO_SERVER = new Set([0, 502, 503, 504]);

/** Nova Venda: the counter's sale, from the product search to the payments and the receipt. */
export function SalePage() {
  const { store, pessoa } = useOutletContext<StoreSession>();
  const pending = usePendingSales(store.id);
  const sellers = useSellers();
  // A team member sells as themself unless they pick another seller (the owner picks one, or none).
  const ownSeller = pessoa.employeeId === null ? '' : String(pessoa.employeeId);
  const createSale = useCreateSale();
  const deleteSale = useDeleteSale();
  const searchRef = useRef<HTMLInputElement>(null);
  // One key per attempt of this sale, kept until it is saved: a retry or a double click makes one sale.
  const idempotencyKey = useRef<string | null>(null);
  const [state, dispatch] = useReducer(saleReducer, undefined, () => newSaleState(ownSeller, today()));
  const { customer, newCustomer, employeeId, date, dateError, notes, lines, paying, saved, savedCustomer } = state;
  const totals = formTotals(lines);
  const locked = saved !== null;

  // The catalogue kept on this device for the product search without a network.
  useEffect(() => {
    if (navigator.onLine) refreshCatalog(store.id).catch(() => {});
  }, [store.id]);

  function startNew() {
    dispatch({ type: 'newSale', employeeId: ownSeller, date: today() });
    idempotencyKey.current = null;
    setTimeout(() => searchRef.current?.focus(), 0);
  }

  function save() {
    if (locked || paying) return;
    const problem = saveProblem(state);
    if (problem === 'invalidDate') {
      dispatch({ type: 'dateRefused', message: saveProblemMessages.invalidDate });
      return;
    }
    if (problem) {
      notify.error(saveProblemMessages[problem]);
      if (problem === 'noItems') searchRef.current?.focus();
      return;
    }
    dispatch({ type: 'paymentOpened' });
  }

  async function finish(payments: PaymentInput[]) {
    if (lines.length === 0) {
      notify.error(saleMessages.noItemsToFinish);
      return;
    }
    if (createSale.isPending) return;
    idempotencyKey.current ??= crypto.randomUUID();
    const key = idempotencyKey.current;
    const input: SaleInput = {
      customerId: customer?.id ?? null,
      newCustomer: customer ? null : newCustomer,
      employeeId: employeeId ? Number(employeeId) : null,
      date: brDateToIso(date) ?? undefined,
      notes,
      items: itemsForRequest(lines),
      payments,
      // The total the payments were made for: if the prices changed meanwhile, the server says so.
      expectedTotalCents: totals.totalCents,
    };
    // Without a network (or behind sales still waiting, so they reach the server in order) the sale
    // is kept on this device with its key, and the next one can start at once.
    const keep = () => {
      pending.add({ key, input, totalCents: totals.totalCents, createdAt: new Date().toISOString(), refusal: null });
      notify.success(
        'Venda salva neste aparelho',
        'Aguardando conexão: será enviada ao servidor quando a rede voltar.',
      );
      startNew();
      if (navigator.onLine) void pending.flush();
    };
    if (!navigator.onLine || pending.waiting.length > 0) {
      keep();
      return;
    }
    try {
      const sale = await createSale.mutateAsync({ ...input, idempotencyKey: key });
      idempotencyKey.current = null;
      dispatch({ type: 'saleSaved', sale });
      notify.success(saleMessages.saved(formatCents(sale.totalCents)));
    } catch (err) {
      if (err instanceof ApiClientError && NO_SERVER.has(err.status)) {
        // The request may or may not have arrived: the same key makes it one sale either way.
        keep();
        return;
      }
      const message =
        err instanceof ApiClientError && err.status < 500 && err.status !== 0 ? err.message : saleMessages.saveFailed;
      notify.error(message);
      if (err instanceof ApiClientError && err.code === 'price_changed') {
        // A flash promotion began or ended since the products were added: show the prices now.
        dispatch({ type: 'paymentClosed' });
        try {
          dispatch({ type: 'linesRequoted', quotes: await quoteProducts(lines) });
        } catch {
          // The cashier can still remove and add the products again.
        }
      }
      const dateRefused = refusedFields(err)?.date;
      if (dateRefused) dispatch({ type: 'dateRefused', message: dateRefused });
    }
  }

  async function remove() {
    if (!saved) return;
    try {
      await deleteSale.mutateAsync(saved.id);
      notify.success(saleMessages.deleted);
      startNew();
    } catch (err) {
      // The server's reason (already used, or a manager's authorisation the cashier cancelled).
      notify.error(
        err instanceof ApiClientError && err.status < 500 && err.status !== 0 ? err.message : saleMessages.deleteFailed,
      );
      dispatch({ type: 'confirmDeleteChanged', open: false });
    }
  }

  // Alt+G saves from anywhere on the screen (the payment dialog handles it while open).
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      saveRef.current();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const listed = sellers.data ?? [];
  // Their own name even before the list arrives (or without a network).
  const sellerList =
    pessoa.employeeId !== null && !listed.some((s) => s.id === pessoa.employeeId)
      ? [...listed, { id: pessoa.employeeId, name: pessoa.nome }]
      : listed;

  return (
    <div className="mx-auto max-w-6xl pb-28 print:hidden">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Link to={paths.ownerHome.href()} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Voltar
        </Link>
        <h1 className="mr-auto text-xl font-bold text-ink sm:text-2xl">
          {saved ? `Venda nº ${saved.number}` : 'Nova Venda'}
        </h1>
        <div className="grid w-full grid-cols-4 gap-1.5 sm:flex sm:w-auto sm:gap-2">
          <Button
            variant="success"
            size="sm"
            onClick={save}
            disabled={locked}
            aria-keyshortcuts="Alt+G"
            title="Salvar (Alt+G)"
          >
            <Save className="hidden h-4 w-4 sm:block" aria-hidden />
            Salvar
            <kbd className="hidden rounded bg-black/25 px-1 text-[0.7rem] font-semibold sm:inline">Alt+G</kbd>
          </Button>
          <Button variant="secondary" size="sm" onClick={startNew}>
            <FilePlus2 className="hidden h-4 w-4 sm:block" aria-hidden />
            Nova
          </Button>
          <Button
            variant="dangerOutline"
            size="sm"
            onClick={() => (saved ? dispatch({ type: 'confirmDeleteChanged', open: true }) : startNew())}
          >
            <Trash2 className="hidden h-4 w-4 sm:block" aria-hidden />
            Excluir
          </Button>
          <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'moreActionsChanged', open: true })}>
            <MoreHorizontal className="hidden h-4 w-4 sm:block" aria-hidden />
            Mais Ações
          </Button>
        </div>
      </div>

      <PendingSalesPanel pending={pending} />

      {saved && (
        <div className="mb-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-4" role="status">
          <p className="font-bold text-emerald-900">
            Venda nº {saved.number} salva — Total {formatCents(saved.totalCents)}
          </p>
          {saved.changeCents > 0 && (
            <p className="font-semibold text-emerald-900">Troco: {formatCents(saved.changeCents)}</p>
          )}
          {saved.pointsAwarded > 0 && <p className="text-sm text-emerald-900">+{saved.pointsAwarded} pontos</p>}
        </div>
      )}
      {saved && <SaleWheel sale={saved} customer={savedCustomer} onNewSale={startNew} />}

      <div className="grid gap-4">
        <Card className="grid gap-3 p-4 sm:grid-cols-2 xl:grid-cols-4">
          <h2 className="font-bold text-ink sm:col-span-2 xl:col-span-4">Dados da venda</h2>
          <CustomerPicker
            value={customer}
            onChange={(c) => dispatch({ type: 'customerChanged', customer: c })}
            newCustomer={newCustomer}
            onNewCustomer={(c) => dispatch({ type: 'newCustomerChanged', customer: c })}
            disabled={locked}
          />
          <Field label="Vendedor">
            <Select
              value={employeeId}
              disabled={locked}
              onChange={(e) => dispatch({ type: 'sellerChanged', employeeId: e.target.value })}
            >
              <option value="">Sem vendedor</option>
              {sellerList.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Data" error={dateError ?? undefined}>
            <DateInput
              value={date}
              disabled={locked}
              onValueChange={(value) => dispatch({ type: 'dateChanged', date: value })}
            />
          </Field>
          <Field label="Observações">
            <Textarea
              rows={2}
              maxLength={500}
              value={notes}
              disabled={locked}
              onChange={(e) => dispatch({ type: 'notesChanged', notes: e.target.value })}
            />
          </Field>
        </Card>

        <Card className="space-y-3 p-4">
          <h2 className="font-bold text-ink">Itens</h2>
          <ProductSearch
            inputRef={searchRef}
            disabled={locked}
            onPick={(product) => dispatch({ type: 'productAdded', product })}
          />
          <SaleLines
            lines={lines}
            disabled={locked}
            onChange={(index, line) => dispatch({ type: 'lineChanged', index, line })}
            onRemove={(index) => dispatch({ type: 'lineRemoved', index })}
          />
        </Card>
      </div>

      <section
        aria-label="Totais da venda"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur lg:left-72"
      >
        <dl className="mx-auto grid max-w-6xl grid-cols-4 gap-2 text-center text-xs sm:text-sm">
          <div>
            <dt className="text-slate-600">Itens</dt>
            <dd className="font-semibold tabular-nums">{formatCents(saved?.itemsCents ?? totals.itemsCents)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Descontos</dt>
            <dd className="font-semibold tabular-nums text-red-700">
              {formatCents(saved?.discountCents ?? totals.discountCents)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Acréscimos</dt>
            <dd className="font-semibold tabular-nums">
              {formatCents(saved?.surchargeCents ?? totals.surchargeCents)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Total</dt>
            <dd className="text-base font-bold tabular-nums text-emerald-800 sm:text-lg">
              {formatCents(saved?.totalCents ?? totals.totalCents)}
            </dd>
          </div>
        </dl>
      </section>

      <PaymentDialog
        key={state.formId}
        open={paying}
        onOpenChange={(open) => !createSale.isPending && dispatch({ type: open ? 'paymentOpened' : 'paymentClosed' })}
        totalCents={totals.totalCents}
        customer={customer}
        saving={createSale.isPending}
        onFinish={finish}
      />
      <ConfirmDialog
        open={state.confirmingDelete}
        onOpenChange={(open) => dispatch({ type: 'confirmDeleteChanged', open })}
        title="Excluir venda"
        description={`Excluir a venda nº ${saved?.number ?? ''}? O estoque, os pontos e os saldos voltam ao que eram.`}
        confirmLabel="Excluir"
        loading={deleteSale.isPending}
        onConfirm={remove}
      />
      <MoreActionsDialog
        open={state.moreOpen}
        onOpenChange={(open) => dispatch({ type: 'moreActionsChanged', open })}
        sale={saved}
        customer={savedCustomer}
      />
    </div>
  );
}
