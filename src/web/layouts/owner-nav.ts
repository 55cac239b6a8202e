import {
  BarChart3,
  Briefcase,
  ClipboardList,
  FileText,
  Gift,
  HeartHandshake,
  History,
  Landmark,
  Lightbulb,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  Package,
  PackageSearch,
  Receipt,
  ShoppingBag,
  ShoppingCart,
  Sparkles,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { matchesPattern, type OwnerPathName, ownerPathNames, paths } from '../../shared/paths.ts';
import { can, type Permission, type Role } from '../../shared/permissions.ts';

export interface NavEntry {
  label: string;
  path: OwnerPathName;
  icon: LucideIcon;
  /** What the screen needs (src/shared/permissions.ts): the entry shows only for a role that has it. */
  permission: Permission;
}

export interface NavGroup {
  id: string;
  label: string;
  icon: LucideIcon;
  entries: NavEntry[];
}

/**
 * The whole panel's menu in one list. An entry shows only when the signed-in role has the
 * permission of its screen (the one the server asks of the screen's
 * routes, src/server/auth/route-permissions.ts). Cadastros is the spec's group; the others hold the
 * screens the spec reaches from elsewhere.
 */
export const ownerNavGroups: NavGroup[] = [
  {
    id: 'cadastros',
    label: 'Cadastros',
    icon: Briefcase,
    entries: [
      { label: 'Clientes', path: 'customers', icon: Users, permission: 'customers.register' },
      { label: 'Produtos e Serviços', path: 'newProduct', icon: Package, permission: 'catalogue.manage' },
      { label: 'Meus Produtos', path: 'products', icon: PackageSearch, permission: 'catalogue.manage' },
      { label: 'Funcionários', path: 'employees', icon: UserRound, permission: 'employees.manage' },
      { label: 'Brindes', path: 'gifts', icon: Gift, permission: 'catalogue.manage' },
      { label: 'Cashback', path: 'cashback', icon: Wallet, permission: 'settings.manage' },
    ],
  },
  {
    id: 'vendas',
    label: 'Vendas',
    icon: ShoppingCart,
    entries: [
      { label: 'Vendas', path: 'sale', icon: ShoppingCart, permission: 'sales.sell' },
      { label: 'Pedidos', path: 'orders', icon: ShoppingBag, permission: 'orders.handle' },
      { label: 'Fidelidade', path: 'loyalty', icon: HeartHandshake, permission: 'loyalty.validate' },
      { label: 'Caixa', path: 'cashReport', icon: Landmark, permission: 'cash.today' },
      { label: 'Tarefas Diárias', path: 'tasks', icon: ClipboardList, permission: 'tasks.do' },
    ],
  },
  {
    id: 'relatorios',
    label: 'Relatórios',
    icon: BarChart3,
    entries: [
      { label: 'Dashboard', path: 'dashboard', icon: BarChart3, permission: 'stats.view' },
      { label: 'Relatório de Clientes', path: 'report', icon: FileText, permission: 'customers.reports' },
      { label: 'Registro de Atividades', path: 'activity', icon: History, permission: 'audit.view' },
    ],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    icon: Megaphone,
    entries: [{ label: 'CRM', path: 'crm', icon: MessageCircle, permission: 'crm.manage' }],
  },
  {
    id: 'plataforma',
    label: 'Plataforma',
    icon: Sparkles,
    entries: [
      { label: 'Ideias', path: 'ideas', icon: Lightbulb, permission: 'platform.use' },
      { label: 'Indique e Ganhe', path: 'referrals', icon: Sparkles, permission: 'platform.use' },
      { label: 'Faturas', path: 'invoices', icon: Receipt, permission: 'invoices.view' },
    ],
  },
];

/**
 * The screens outside the groups: Início (everyone's start) and Configurações, which everyone opens
 * for their own account's security; the page shows each other section only to the roles that may
 * use it (settings-page.tsx).
 */
const screensOutsideMenu = { ownerHome: 'account', settings: 'account' } as const satisfies Partial<
  Record<OwnerPathName, Permission>
>;

/** The permission each panel screen needs: the menu's, for the entries and a typed address alike. */
export const screenPermissions = Object.fromEntries([
  ...Object.entries(screensOutsideMenu),
  ...ownerNavGroups.flatMap((g) => g.entries.map((e) => [e.path, e.permission] as const)),
]) as Record<OwnerPathName, Permission>;

/** Whether `role` may open a panel screen. */
export function mayOpen(role: Role, screen: OwnerPathName): boolean {
  return can(role, screenPermissions[screen]);
}

/** The panel screen a path opens, if any. */
export function ownerScreenOf(pathname: string): OwnerPathName | undefined {
  return ownerPathNames.find((name) => matchesPattern(paths[name].pattern, pathname));
}

/** The groups with only the entries `role` may open; a group with none is left out. */
export function visibleNavGroups(role: Role, groups: NavGroup[] = ownerNavGroups) {
  return groups
    .map((g) => ({ ...g, entries: g.entries.filter((e) => can(role, e.permission)) }))
    .filter((g) => g.entries.length > 0);
}
