import { AlertTriangle } from 'lucide-react';
import { Button } from './ui/button.tsx';

/**
 * Shown when a screen fails to load (e.g. a new version was deployed while the page was open) or
 * to render: by the owner panel's router (route-error.tsx) and the public page (public-site/page.tsx).
 */
export function RouteErrorScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangle className="h-10 w-10 text-amber-600" aria-hidden="true" />
      <h1 className="text-xl font-bold">Algo deu errado ao abrir esta página.</h1>
      <p className="text-slate-600">Recarregue a página para tentar de novo.</p>
      <Button onClick={() => window.location.reload()}>Recarregar</Button>
    </main>
  );
}
