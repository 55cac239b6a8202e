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
import { isBuilt, type OwnerPathName } from '../../shared/paths.ts';

export interface NavEntry {
  label: string;
  path: OwnerPathName;
  icon: LucideIcon;
}

export interface NavGroup {
  id: string;
  label: string;
  icon: LucideIcon;
  entries: NavEntry[];
}

/**
 * The whole panel's menu in one list. An entry shows only when its screen exists (its path is in
 * `builtPaths`): a later screen switches its entry on by registering its route, nothing else.
 * Cadastros is the spec's group; the others hold the screens the spec reaches from elsewhere.
 */
export const ownerNavGroups: NavGroup[] = [
  {
    id: 'cadastros',
    label: 'Cadastros',
    icon: Briefcase,
    entries: [
      { label: 'Clientes', path: 'customers', icon: Users },
      { label: 'Produtos e Serviços', path: 'newProduct', icon: Package },
      { label: 'Meus Produtos', path: 'products', icon: PackageSearch },
      { label: 'Funcionários', path: 'employees', icon: UserRound },
      { label: 'Brindes', path: 'gifts', icon: Gift },
      { label: 'Cashback', path: 'cashback', icon: Wallet },
    ],
  },
  {
    id: 'vendas',
    label: 'Vendas',
    icon: ShoppingCart,
    entries: [
      { label: 'Vendas', path: 'sale', icon: ShoppingCart },
      { label: 'Pedidos', path: 'orders', icon: ShoppingBag },
      { label: 'Fidelidade', path: 'loyalty', icon: HeartHandshake },
      { label: 'Caixa', path: 'cashReport', icon: Landmark },
      { label: 'Tarefas Diárias', path: 'tasks', icon: ClipboardList },
    ],
  },
  {
    id: 'relatorios',
    label: 'Relatórios',
    icon: BarChart3,
    entries: [
      { label: 'Dashboard', path: 'dashboard', icon: BarChart3 },
      { label: 'Relatório de Clientes', path: 'report', icon: FileText },
      { label: 'Registro de Atividades', path: 'activity', icon: History },
    ],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    icon: Megaphone,
    entries: [{ label: 'CRM', path: 'crm', icon: MessageCircle }],
  },
  {
    id: 'plataforma',
    label: 'Plataforma',
    icon: Sparkles,
    entries: [
      { label: 'Ideias', path: 'ideas', icon: Lightbulb },
      { label: 'Indique e Ganhe', path: 'referrals', icon: Sparkles },
      { label: 'Faturas', path: 'invoices', icon: Receipt },
    ],
  },
];

/** The groups with only the entries whose screens exist; a group with none is left out. */
export function visibleNavGroups(groups: NavGroup[] = ownerNavGroups, built: (p: OwnerPathName) => boolean = isBuilt) {
  return groups
    .map((g) => ({ ...g, entries: g.entries.filter((e) => built(e.path)) }))
    .filter((g) => g.entries.length > 0);
}
