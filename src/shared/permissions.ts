/**
 * Who may do what in a shop's panel. Three roles, each with everything of the one before:
 * Caixa ⊂ Gerente ⊂ Dono. A permission names the least role that has it. The server checks every
 * route against the route table (src/server/auth/route-permissions.ts); the panel shows a menu
 * entry, shortcut or button only when the signed-in role has its permission.
 */
export const ROLES = ['caixa', 'gerente', 'dono'] as const;
export type Role = (typeof ROLES)[number];
/** The roles a team member's login can have (the owner is the shop's own login). */
export const STAFF_ROLES = ['gerente', 'caixa'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const roleLabels: Record<Role, string> = { caixa: 'Caixa', gerente: 'Gerente', dono: 'Dono' };

interface PermissionRule {
  /** The least role that has it. */
  role: Role;
  /** What it allows, for the docs and the team screen. */
  label: string;
  /** A Caixa may still do it once, when a Gerente or the Dono types their override PIN with a reason. */
  override?: true;
}

export const PERMISSIONS = {
  account: { role: 'caixa', label: 'A própria conta: senha, sessões, sair' },
  'sales.sell': { role: 'caixa', label: 'Nova Venda: registrar, imprimir e compartilhar vendas' },
  'sales.delete': { role: 'gerente', label: 'Excluir vendas', override: true },
  'sales.discount': {
    role: 'gerente',
    label: 'Desconto acima do limite do caixa numa venda',
    override: true,
  },
  'loyalty.validate': { role: 'caixa', label: 'Fidelidade: validar compras com o PIN e girar a roleta' },
  'orders.handle': { role: 'caixa', label: 'Pedidos: ver e avançar' },
  'orders.cancel': { role: 'gerente', label: 'Cancelar pedidos', override: true },
  'customers.register': { role: 'caixa', label: 'Cadastrar e buscar clientes; ver saldos na venda' },
  'customers.manage': { role: 'gerente', label: 'Editar e excluir clientes, histórico de compras' },
  'customers.balance': { role: 'gerente', label: 'Crédito ou débito na conta do cliente', override: true },
  'customers.reports': { role: 'gerente', label: 'Relatórios e exportações de clientes, LGPD' },
  'cash.today': { role: 'caixa', label: 'Caixa de hoje e contas do dia' },
  'cash.history': { role: 'gerente', label: 'Caixa de outros dias' },
  'tasks.do': { role: 'caixa', label: 'Tarefas Diárias: ver e marcar' },
  'tasks.manage': { role: 'gerente', label: 'Tarefas Diárias: criar, alterar e excluir' },
  'catalogue.read': { role: 'caixa', label: 'Ver produtos e preços (para vender)' },
  'catalogue.manage': { role: 'gerente', label: 'Produtos, preços, fotos e brindes (com custos)' },
  'employees.list': { role: 'caixa', label: 'Ver os nomes dos vendedores (para a venda)' },
  'employees.manage': { role: 'gerente', label: 'Funcionários e metas' },
  'settings.manage': { role: 'gerente', label: 'Configurações: roleta, horários, logo, regras de cashback' },
  'settings.pix': { role: 'dono', label: 'Chave PIX' },
  'settings.pin': { role: 'dono', label: 'PIN da fidelidade, limite de desconto do caixa' },
  'stats.view': { role: 'gerente', label: 'Estatísticas e dashboards' },
  'audit.view': { role: 'gerente', label: 'Registro de Atividades' },
  'crm.manage': { role: 'gerente', label: 'CRM: campanhas, modelos, etiquetas, promoções, pesquisas' },
  'platform.use': { role: 'gerente', label: 'Ideias, Indique e Ganhe, avisos da plataforma' },
  'invoices.view': { role: 'dono', label: 'Faturas da plataforma' },
  'staff.manage': { role: 'dono', label: 'Logins da equipe e seus papéis' },
} as const satisfies Record<string, PermissionRule>;
export type Permission = keyof typeof PERMISSIONS;

/** Whether `role` has `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(PERMISSIONS[permission].role);
}

/** Whether a Caixa may do it with a manager's override. */
export function overridable(permission: Permission): boolean {
  return 'override' in PERMISSIONS[permission];
}

/** The roles that can authorise an override (their own PIN, on the cashier's screen). */
export const OVERRIDE_ROLES: readonly Role[] = ['gerente', 'dono'];
