import { ArrowLeft, Home } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { SiteFooter } from '../../components/site-footer.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <p className="text-8xl font-extrabold tracking-tight text-brand-600">404</p>
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Página não encontrada</h1>
        <p className="mt-3 max-w-md text-slate-600">
          Oops! A página que você está procurando não existe ou foi movida.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" size="lg" onClick={() => navigate(-1)}>
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            Voltar
          </Button>
          <Link to={paths.home.href()} className={buttonClasses('primary', 'lg')}>
            <Home className="h-5 w-5" aria-hidden="true" />
            Ir para o Início
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
