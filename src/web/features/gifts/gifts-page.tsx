import { Gift as GiftIcon, Plus, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../shared/calendar.ts';
import { type Gift, giftInputSchema, giftMessages } from '../../../shared/contracts/gifts.ts';
import { formatCents, parseReaisToCents } from '../../../shared/money.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fieldErrors, refusedFields } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useCreateGift } from './api/create-gift.ts';
import { useGiftDeliveries } from './api/get-gift-deliveries.ts';
import { useGifts } from './api/get-gifts.ts';
import { DeleteGiftDialog, DeliverGiftDialog } from './gift-dialogs.tsx';
import { GiftRow } from './gift-row.tsx';

export function GiftsPage() {
  const gifts = useGifts();
  const [delivering, setDelivering] = useState<Gift | null>(null);
  const [deleting, setDeleting] = useState<Gift | null>(null);
  const list = gifts.data?.brindes ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <OwnerPageHeader
        title="Cadastro de Brindes"
        subtitle="Os brindes da loja, por número. Entregue um brinde a um cliente pelo CPF."
        icon={<GiftIcon className="h-6 w-6" />}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <NewGiftForm />
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-bold">
              Brindes cadastrados {gifts.data && <span className="text-slate-500">({list.length})</span>}
            </h2>
            <QueryState
              query={gifts}
              what="os brindes"
              frame="bare"
              isEmpty={() => list.length === 0}
              empty={<p className="py-6 text-slate-600">Nenhum brinde cadastrado ainda. Adicione o primeiro acima.</p>}
            >
              {() => (
                <ul className="mt-2 divide-y divide-slate-100" aria-label="Brindes cadastrados">
                  {list.map((gift) => (
                    <GiftRow key={gift.id} gift={gift} onDeliver={setDelivering} onDelete={setDeleting} />
                  ))}
                </ul>
              )}
            </QueryState>
          </Card>
        </div>
        <RecentDeliveries />
      </div>
      <DeliverGiftDialog gift={delivering} onClose={() => setDelivering(null)} />
      <DeleteGiftDialog gift={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function NewGiftForm() {
  const create = useCreateGift();
  const [nome, setNome] = useState('');
  const [custo, setCusto] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { nome, custoCents: (custo.trim() === '' ? 0 : parseReaisToCents(custo)) ?? undefined };
    const parsed = giftInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      const gift = await create.mutateAsync(parsed.data);
      notify.success(giftMessages.created(gift.numero));
      setNome('');
      setCusto('');
      setErrors({});
    } catch (err) {
      const fields = refusedFields(err);
      if (fields) setErrors(fields);
      notify.error(giftMessages.saveError);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">Novo brinde</h2>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-start gap-3">
        <Field label="Nome do brinde" required error={errors.nome} className="min-w-[12rem] flex-[2]">
          <Input
            value={nome}
            onChange={(e) => {
              setNome(e.target.value);
              setErrors(({ nome: _, ...rest }) => rest);
            }}
            maxLength={80}
            placeholder="Ex.: Caneca personalizada"
          />
        </Field>
        <Field label="Custo do brinde" error={errors.custoCents} className="min-w-[9rem] flex-1">
          <DecimalInput value={custo} onValueChange={setCusto} />
        </Field>
        <Button type="submit" loading={create.isPending} className="w-full sm:mt-7 sm:w-auto">
          <Plus className="h-4 w-4" aria-hidden="true" />
          Adicionar
        </Button>
      </form>
    </Card>
  );
}

function RecentDeliveries() {
  const deliveries = useGiftDeliveries();
  const data = deliveries.data;
  return (
    <aside aria-labelledby="entregas-recentes" className="lg:self-start">
      <Card className="p-5">
        <h2 id="entregas-recentes" className="text-lg font-bold">
          Entregas recentes
        </h2>
        <div className="mt-3 rounded-xl bg-brand-50 p-4">
          <p className="text-sm font-medium text-brand-800">Investimento em Prêmios</p>
          <p className="text-2xl font-extrabold tabular-nums text-brand-800">
            {data ? formatCents(data.investimentoCents) : '—'}
          </p>
        </div>
        {data && data.entregas.length === 0 && (
          <p className="mt-4 text-sm text-slate-600">Nenhum brinde entregue ainda.</p>
        )}
        <ul className="mt-2 divide-y divide-slate-100">
          {data?.entregas.map((d) => (
            <li key={d.id} className="py-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 font-semibold">{d.nome}</p>
                <span className="shrink-0 tabular-nums text-slate-700">{formatCents(d.custoCents)}</span>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
                {d.origem === 'roleta' ? (
                  <Badge tone="purple">
                    <Sparkles className="mr-1 h-3 w-3" aria-hidden="true" />
                    Roleta
                  </Badge>
                ) : (
                  <Badge tone="blue">Entrega</Badge>
                )}
                <span>{d.cliente ?? 'Cliente removido'}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={d.entregueEm}>{formatDateTime(new Date(d.entregueEm))}</time>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </aside>
  );
}
