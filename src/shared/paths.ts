/**
 * Every path of the web app, in one place. The server uses the patterns to answer 404 for
 * unknown paths; the web app uses `href` helpers instead of building URLs by hand.
 */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  registerStore: { pattern: '/cadastrar-loja', href: () => '/cadastrar-loja' },
  ownerLogin: { pattern: '/login-lojista', href: () => '/login-lojista' },
  /** "Esqueci minha senha": the e-mail to send a reset link to (only where the server sends e-mail). */
  forgotPassword: { pattern: '/recuperar-senha', href: () => '/recuperar-senha' },
  /** A one-time link to set a new password (by e-mail, or issued by the super admin). */
  resetPassword: {
    pattern: '/redefinir-senha/:token',
    href: (token: string) => `/redefinir-senha/${encodeURIComponent(token)}`,
  },
  ownerHome: { pattern: '/lojista', href: () => '/lojista' },
  /** A team member's invitation: they set their password (the link the owner sends, outside the panel). */
  invite: { pattern: '/convite/:token', href: (token: string) => `/convite/${encodeURIComponent(token)}` },
  adminHome: { pattern: '/super-admin', href: () => '/super-admin' },
  store: { pattern: '/store/:storeId', href: (storeId: number | string) => `/store/${storeId}` },
  externalStore: { pattern: '/loja-externa/:storeId', href: (storeId: number | string) => `/loja-externa/${storeId}` },
  checkout: { pattern: '/checkout/:storeId', href: (storeId: number | string) => `/checkout/${storeId}` },
  /** The spec's route table also lists /checkout: it goes on to the shop of the latest cart. */
  checkoutAny: { pattern: '/checkout', href: () => '/checkout' },
  orderSuccessExternal: {
    pattern: '/order-success-external',
    href: (orderId: string) => `/order-success-external?pedido=${encodeURIComponent(orderId)}`,
  },
  /** The spec's simpler order-done page, for an order that exists (`?pedido=`). */
  orderSuccess: {
    pattern: '/order-success',
    href: (orderId?: string) => (orderId ? `/order-success?pedido=${encodeURIComponent(orderId)}` : '/order-success'),
  },
  /** The satisfaction survey a shop's customers answer (public; its link and QR are in the CRM). */
  survey: {
    pattern: '/pesquisa-satisfacao/:storeId',
    href: (storeId: number | string) => `/pesquisa-satisfacao/${storeId}`,
  },
  /** What a shop keeps about its customers and how to ask for a copy or deletion (LGPD), public. */
  privacy: {
    pattern: '/privacidade/:storeId',
    href: (storeId: number | string) => `/privacidade/${storeId}`,
  },
  // Screens of later issues: kept here so links point at one place; registered when built.
  loyalty: { pattern: '/fidelidade', href: () => '/fidelidade' },
  orders: { pattern: '/gerenciar-pedidos', href: () => '/gerenciar-pedidos' },
  sale: { pattern: '/vendas', href: () => '/vendas' },
  crm: { pattern: '/crm', href: () => '/crm' },
  customers: { pattern: '/cadastrar-clientes', href: () => '/cadastrar-clientes' },
  newProduct: { pattern: '/cadastrar-produto', href: () => '/cadastrar-produto' },
  products: { pattern: '/listar-produtos', href: () => '/listar-produtos' },
  employees: { pattern: '/cadastrar-funcionario', href: () => '/cadastrar-funcionario' },
  gifts: { pattern: '/cadastrar-brindes', href: () => '/cadastrar-brindes' },
  cashback: { pattern: '/cadastrar-cashback', href: () => '/cadastrar-cashback' },
  settings: { pattern: '/configuracoes', href: () => '/configuracoes' },
  report: { pattern: '/relatorio', href: () => '/relatorio' },
  activity: { pattern: '/registro-atividades', href: () => '/registro-atividades' },
  dashboard: { pattern: '/dashboard', href: () => '/dashboard' },
  tasks: { pattern: '/tarefas-diarias', href: () => '/tarefas-diarias' },
  cashReport: { pattern: '/relatorio-caixa', href: () => '/relatorio-caixa' },
  ideas: { pattern: '/ideias', href: () => '/ideias' },
  referrals: { pattern: '/indique-ganhe', href: () => '/indique-ganhe' },
  invoices: { pattern: '/minhas-faturas', href: () => '/minhas-faturas' },
  adminFinance: { pattern: '/super-admin/financeiro', href: () => '/super-admin/financeiro' },
  adminIdeas: { pattern: '/super-admin/ideias', href: () => '/super-admin/ideias' },
  adminReferrals: { pattern: '/super-admin/indicacoes', href: () => '/super-admin/indicacoes' },
  adminMessages: { pattern: '/super-admin/mensagens', href: () => '/super-admin/mensagens' },
  adminGame: { pattern: '/super-admin/roleta', href: () => '/super-admin/roleta' },
  game: { pattern: '/roleta-sorte', href: () => '/roleta-sorte' },
} as const;

export type PathName = keyof typeof paths;

/** The owner panel's screens (behind the shop session, inside the panel's frame). */
export const ownerPathNames = [
  'ownerHome',
  'customers',
  'newProduct',
  'products',
  'employees',
  'gifts',
  'cashback',
  'sale',
  'orders',
  'loyalty',
  'cashReport',
  'tasks',
  'dashboard',
  'report',
  'activity',
  'crm',
  'ideas',
  'referrals',
  'invoices',
  'settings',
] as const satisfies readonly PathName[];
export type OwnerPathName = (typeof ownerPathNames)[number];

/**
 * The pages a shop's customers open: the web app's lean public entry (public.html) serves them,
 * the owner panel's entry (index.html) everything else (docs/decisions/031-lean-public-entry.md).
 */
export const publicPathNames = [
  'home',
  'store',
  'externalStore',
  'checkout',
  'checkoutAny',
  'orderSuccessExternal',
  'orderSuccess',
  'survey',
  'privacy',
  'game',
] as const satisfies readonly PathName[];
export type PublicPathName = (typeof publicPathNames)[number];

/** A path's `:name` parts when it matches the pattern (trailing slashes ignored), else null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of a.entries()) {
    let value: string;
    try {
      value = decodeURIComponent(b[i] ?? '');
    } catch {
      return null;
    }
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  return matchPath(pattern, pathname) !== null;
}

/** Whether one of the public entry's pages answers this path. */
export function isPublicPath(pathname: string): boolean {
  return publicPathNames.some((name) => matchesPattern(paths[name].pattern, pathname));
}

const pathNames = Object.keys(paths) as PathName[];

/** Whether a screen answers this path: anything else is the not-found page (status 404 from the server). */
export function isKnownPath(pathname: string): boolean {
  return pathNames.some((name) => matchesPattern(paths[name].pattern, pathname));
}
