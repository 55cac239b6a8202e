/** The owner dashboard's figures. They start at zero and are replaced once loaded (spec part 1, section 4). */
export interface DashboardStats {
  investimentoBrindesCents: number;
  totalVendasCents: number;
  ticketMedioCents: number;
  diaMaisVende: string;
  diaMenosVende: string;
  cashbackTotalCents: number;
  percentualHomens: number;
  percentualMulheres: number;
  faixasEtarias: { faixa: string; total: number }[];
}

export const AGE_BRACKETS = ['0-15', '16-23', '24-30', '31-49', '50-60', '60+'] as const;

export const emptyDashboardStats: DashboardStats = {
  investimentoBrindesCents: 0,
  totalVendasCents: 0,
  ticketMedioCents: 0,
  diaMaisVende: 'Segunda',
  diaMenosVende: 'Domingo',
  cashbackTotalCents: 0,
  percentualHomens: 0,
  percentualMulheres: 0,
  faixasEtarias: AGE_BRACKETS.map((faixa) => ({ faixa, total: 0 })),
};
