import { HeartHandshake, KeyRound, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PURCHASES_PER_SPIN, type ValidationResult } from '../../../shared/contracts/loyalty.ts';
import { formatCents } from '../../../shared/money.ts';
import { paths } from '../../../shared/paths.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { PrizeWheel } from '../../components/prize-wheel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { WheelScreen } from '../../components/wheel-screen.tsx';
import { useCan } from '../../lib/use-permissions.ts';
import { useLoyaltyConfig } from './api/get-loyalty-config.ts';
import { useSpinWheel } from './api/spin-wheel.ts';
import { ValidationForm } from './validation-form.tsx';

/** Fidelidade at the counter: validate the purchase, then the prize wheel, then the next customer. */
export function LoyaltyPage() {
  const config = useLoyaltyConfig();
  const spinWheel = useSpinWheel();
  const [result, setResult] = useState<ValidationResult | null>(null);
  const [formKey, setFormKey] = useState(0);

  function newCustomer() {
    setResult(null);
    setFormKey((k) => k + 1);
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <OwnerPageHeader
        title="Fidelidade"
        subtitle="Valide a compra do cliente, some os pontos e gire a roleta de prêmios."
        icon={<HeartHandshake className="h-6 w-6" />}
      />
      <QueryState query={config} what="a fidelidade" loading={<PageLoading />}>
        {(data) =>
          !data.senhaDefinida ? (
            <PinMissing />
          ) : result ? (
            <WheelScreen
              key={result.validacaoId}
              result={result}
              spin={spinWheel.mutateAsync}
              onNewCustomer={newCustomer}
            />
          ) : (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
              <ValidationForm
                key={formKey}
                valorMinimoCents={data.valorMinimoCents}
                onValidated={setResult}
                onPinMissing={() => void config.refetch()}
              />
              <Card className="p-5">
                <h2 className="font-bold">Como funciona</h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  <li>Cada real da compra vale 1 ponto.</li>
                  <li>
                    A cada {PURCHASES_PER_SPIN} compras
                    {data.valorMinimoCents > 0 ? ` de pelo menos ${formatCents(data.valorMinimoCents)}` : ''}, o cliente
                    gira a roleta.
                  </li>
                </ul>
                <PrizeWheel slices={data.fatias} className="mt-5 max-w-[16rem]" />
              </Card>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

/** The PIN has no default: the counter asks for it to be set first. */
function PinMissing() {
  // The loyalty PIN is the owner's to set (settings.pin): the team is asked to call them.
  const ownerSetsIt = useCan()('settings.pin');
  return (
    <Card className="mx-auto max-w-xl p-6 text-center sm:p-8" role="alert">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <KeyRound className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold">Defina a senha do lojista</h2>
      <p className="mt-2 text-slate-700">
        {ownerSetsIt
          ? 'Para validar compras no balcão, defina primeiro a senha do lojista em Configurações. Ela confirma cada validação de pontos.'
          : 'Para validar compras no balcão, a loja precisa da senha do lojista. Peça ao dono da loja para defini-la em Configurações.'}
      </p>
      {ownerSetsIt && (
        <Link to={paths.settings.href()} className={buttonClasses('primary', 'lg', 'mt-6')}>
          <Settings className="h-5 w-5" aria-hidden="true" />
          Ir para Configurações
        </Link>
      )}
    </Card>
  );
}
