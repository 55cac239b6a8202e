import { Button } from './button.tsx';
import { Card } from './card.tsx';

/** A read that failed: what could not be loaded and a way to try again. */
export function LoadError({ what, onRetry, bare }: { what: string; onRetry: () => unknown; bare?: boolean }) {
  const body = (
    <>
      <p className="text-slate-700">Não foi possível carregar {what}.</p>
      <Button variant="secondary" className="mt-3" onClick={() => onRetry()}>
        Tentar novamente
      </Button>
    </>
  );
  return bare ? (
    <div className="py-10 text-center" role="alert">
      {body}
    </div>
  ) : (
    <Card className="p-8 text-center" role="alert">
      {body}
    </Card>
  );
}
