import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** The page could not be loaded (no connection, server down): say so and offer to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-6 text-center" role="alert">
      <WifiOff className="h-12 w-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-xl font-bold">Não foi possível carregar</h1>
      <p className="max-w-md text-slate-600">{message}</p>
      <Button size="lg" onClick={onRetry}>
        <RefreshCw className="h-5 w-5" aria-hidden="true" />
        Tentar novamente
      </Button>
    </main>
  );
}
