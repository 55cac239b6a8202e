import { CheckCircle2, Home } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { NextSteps } from './next-steps.tsx';

const REDIRECT_SECONDS = 10;

/** The simpler order-done page: 'Pedido Realizado com Sucesso!', then back to the start after 10 s. */
export function OrderSuccessPage() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    document.title = 'Pedido realizado | FidelizaLoja';
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000);
      if (remaining <= 0) {
        clearInterval(timer);
        navigate(paths.home.href(), { replace: true });
      } else {
        setLeft(remaining);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [navigate]);

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-4 py-10">
      <Card className="p-6 sm:p-8">
        <div className="text-center">
          <CheckCircle2 className="mx-auto h-16 w-16 text-emerald-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">Pedido Realizado com Sucesso!</h1>
          <p className="mt-2 text-slate-600">Seu pedido foi enviado para a loja.</p>
        </div>
        <div className="mt-8">
          <NextSteps
            steps={[
              'A loja recebe o seu pedido na hora e começa a prepará-lo.',
              'Você recebe o contato da loja pelo telefone ou WhatsApp informado.',
              'Pague na entrega ou na retirada e acumule seus pontos.',
            ]}
          />
        </div>
        <p className="mt-8 text-center text-sm text-slate-600">
          Você será levado ao início em {left} {left === 1 ? 'segundo' : 'segundos'}.
        </p>
        <Link to={paths.home.href()} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
          <Home className="h-5 w-5" aria-hidden="true" />
          Voltar ao Início
        </Link>
      </Card>
    </main>
  );
}
