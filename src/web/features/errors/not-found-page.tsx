import { ArrowLeft, Home } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { AppLink, useAppNavigate } from '../../components/app-link.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useHydrated } from '../../lib/hydration.ts';

/** The not-found page of the public site: 'Voltar' and 'Ir para o Início' (/). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex flex-1 flex-col items-center justify-center px-6 py-16">
        <NotFound way={{ href: paths.home.href(), label: 'Ir para o Início' }} />
      </main>
      <SiteFooter />
    </div>
  );
}

function NotFound({ way }: { way: { href: string; label: string } }) {
  const navigate = useAppNavigate();
  const ready = useHydrated();
  // Opened directly (a new tab, a typed address): there is no page of ours to go back to.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(way.href));
  return (
    <div className="flex flex-col items-center text-center">
      <p className="text-8xl font-extrabold tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Página não encontrada</h1>
      <p className="mt-3 max-w-md text-slate-600">Oops! A página que você está procurando não existe ou foi movida.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" aria-disabled={ready ? undefined : true} onClick={back}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          Voltar
        </Button>
        <AppLink to={way.href} className={buttonClasses('primary', 'lg')}>
          <Home className="h-5 w-5" aria-hidden="true" />
          {way.label}
        </AppLink>
      </div>
    </div>
  );
}
