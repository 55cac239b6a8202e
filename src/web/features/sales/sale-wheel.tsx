import type { CustomerSummary } from '../../../shared/contracts/customers.ts';
import type { ValidationResult } from '../../../shared/contracts/loyalty.ts';
import { PURCHASES_PER_SPIN } from '../../../shared/contracts/loyalty.ts';
import type { Sale } from '../../../shared/contracts/sales.ts';
import { WheelScreen } from '../../components/wheel-screen.tsx';
import { useLoyaltyConfig } from '../loyalty/api/get-loyalty-config.ts';
import { useSpinWheel } from '../loyalty/api/spin-wheel.ts';

/** The loyalty wheel, offered on the sale screen when the sale granted a spin. */
export function SaleWheel({
  sale,
  customer,
  onNewSale,
}: {
  sale: Sale;
  customer: CustomerSummary | null;
  onNewSale: () => void;
}) {
  const config = useLoyaltyConfig();
  const spinWheel = useSpinWheel();
  const loyalty = sale.loyalty;
  if (!loyalty?.giroLiberado || loyalty.giroUsado || !config.data || !sale.customer) return null;
  const result: ValidationResult = {
    validacaoId: loyalty.validacaoId,
    cliente: { nome: sale.customer.nome, cpf: sale.customer.cpf },
    pontosAdicionados: sale.pointsAwarded,
    totalPontos: (customer?.pointsBalance ?? 0) + sale.pointsAwarded,
    compraValida: loyalty.compraValida,
    giroLiberado: true,
    valorMinimoCents: config.data.valorMinimoCents,
    fatias: config.data.fatias,
    comprasValidas: PURCHASES_PER_SPIN,
    comprasParaProximoGiro: PURCHASES_PER_SPIN,
    girosPendentes: [loyalty.validacaoId],
  };
  return (
    <section aria-label="Roleta da fidelidade" className="mx-auto max-w-xl">
      <WheelScreen result={result} spin={spinWheel.mutateAsync} onNewCustomer={onNewSale} />
    </section>
  );
}
