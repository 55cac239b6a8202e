import { CalendarCheck, Coins, Gift, Heart, LogIn, ShieldCheck, Store, TrendingUp, Users, Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../shared/paths.ts';
import { Brand } from '../../components/brand.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useHydrated } from '../../lib/hydration.ts';

const features = [
  {
    icon: CalendarCheck,
    title: 'Tarefas Diárias',
    text: 'Organize a rotina da equipe com checklists por dia da semana e acompanhe o que ficou pendente.',
  },
  {
    icon: Wallet,
    title: 'Cashback',
    text: 'Devolva parte de cada compra como saldo para o cliente voltar e gastar de novo na sua loja.',
  },
  {
    icon: Coins,
    title: 'Pontos',
    text: 'Cada real gasto vira ponto. Seus clientes acompanham o saldo e trocam por prêmios.',
  },
  {
    icon: Heart,
    title: 'Programa de Fidelidade',
    text: 'Roleta de prêmios, brindes e aniversariantes do mês: motivos para o cliente escolher você.',
  },
] as const;

const results = [
  { value: '300%', label: 'de aumento nas vendas', icon: TrendingUp },
  { value: '85%', label: 'de retenção de clientes', icon: Users },
  { value: '50%', label: 'menos custo de aquisição', icon: Gift },
] as const;

// The platform's administrators' login: its code (a dialog, a form) loads when the dialog first opens.
const AdminLoginDialog = lazy(async () => ({ default: (await import('./admin-login-dialog.tsx')).AdminLoginDialog }));

export function LandingPage() {
  const [adminOpen, setAdminOpen] = useState(false);
  const ready = useHydrated();
  // Mounted from the first open on (and kept, so that it closes as a plain dialog does).
  const [adminOpened, setAdminOpened] = useState(false);
  if (adminOpen && !adminOpened) setAdminOpened(true);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
          <Brand inverse />
          <a href={paths.ownerLogin.href()} className={buttonClasses('outlineInverse', 'sm')}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Entrar
          </a>
        </div>
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-b from-brand-700 via-brand-600 to-brand-600 text-white">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-10 sm:px-6 md:grid-cols-[1.2fr_1fr] md:items-center md:pb-24 md:pt-16">
            <div>
              <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
                <Store className="h-4 w-4" aria-hidden="true" /> Para o comércio do seu bairro
              </p>
              <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
                Clientes que voltam. Vendas que crescem.
              </h1>
              <p className="mt-5 max-w-xl text-lg text-white/90">
                Loja online, pontos, cashback, roleta de prêmios e tarefas diárias em um só painel. Sem mensalidade
                escondida e sem complicação: comece hoje pelo celular.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <a href={paths.registerStore.href()} className={buttonClasses('inverse', 'lg')}>
                  <Store className="h-5 w-5" aria-hidden="true" />
                  Cadastrar Minha Loja
                </a>
                <a href={paths.ownerLogin.href()} className={buttonClasses('outlineInverse', 'lg')}>
                  <LogIn className="h-5 w-5" aria-hidden="true" />
                  Área do Lojista
                </a>
                {/* A tap before the page's code runs would open nothing: unavailable until then. */}
                <Button
                  variant="outlineInverse"
                  size="lg"
                  aria-disabled={ready ? undefined : true}
                  onClick={() => setAdminOpen(true)}
                >
                  <ShieldCheck className="h-5 w-5" aria-hidden="true" />
                  Super Admin
                </Button>
              </div>
            </div>
            <HeroCard />
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-labelledby="recursos">
          <h2 id="recursos" className="text-center text-3xl font-bold tracking-tight">
            Tudo o que sua loja precisa para fidelizar
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            Ferramentas pensadas para padarias, salões, pet shops, lojas de roupa e todo pequeno negócio que vive de
            cliente que volta.
          </p>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="bg-ink py-16 text-white" aria-labelledby="resultados">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="resultados" className="text-center text-3xl font-bold tracking-tight">
              Resultados de quem fideliza
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-3">
              {results.map(({ value, label, icon: Icon }) => (
                <li key={value} className="rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10">
                  <Icon className="mx-auto h-7 w-7 text-brand-200" aria-hidden="true" />
                  <p className="mt-3 text-5xl font-extrabold text-white">{value}</p>
                  <p className="mt-2 text-slate-300">{label}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6">
          <h2 className="text-2xl font-bold">Pronto para começar?</h2>
          <p className="mt-2 text-slate-600">O cadastro leva menos de dois minutos.</p>
          <a href={paths.registerStore.href()} className={buttonClasses('primary', 'lg', 'mt-6')}>
            Cadastrar Minha Loja
          </a>
        </section>
      </main>

      <SiteFooter />
      {adminOpened ? (
        <Suspense fallback={null}>
          <AdminLoginDialog open={adminOpen} onOpenChange={setAdminOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A glimpse of what the customer sees: points and cashback on a phone-sized card. */
function HeroCard() {
  return (
    <div className="mx-auto w-full max-w-sm rounded-3xl bg-white p-6 text-ink shadow-2xl" aria-hidden="true">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-500">Cliente fiel</p>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">Ativo</span>
      </div>
      <p className="mt-1 text-xl font-bold">Maria S.</p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-brand-50 p-4">
          <p className="text-xs font-medium text-brand-800">Pontos</p>
          <p className="mt-1 text-2xl font-extrabold text-brand-700">1.284</p>
        </div>
        <div className="rounded-2xl bg-emerald-50 p-4">
          <p className="text-xs font-medium text-emerald-800">Cashback</p>
          <p className="mt-1 text-2xl font-extrabold text-emerald-700">R$ 32,50</p>
        </div>
      </div>
      <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-4">
        <p className="text-sm font-semibold">Próximo prêmio</p>
        <div className="mt-2 h-2.5 rounded-full bg-slate-100">
          <div className="h-2.5 w-4/5 rounded-full bg-brand-600" />
        </div>
        <p className="mt-2 text-xs text-slate-500">Faltam 2 compras para girar a roleta</p>
      </div>
    </div>
  );
}
