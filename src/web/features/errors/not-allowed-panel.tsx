import { LayoutDashboard, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useScreenTitleClaim } from '../../lib/page-title.ts';

/** The browser tab while the panel shows (the blocked screen's own title would say it opened). */
const NOT_ALLOWED_TITLE = 'Acesso não permitido';

/**
 * A panel screen the signed-in role may not open (an address typed or kept from another login):
 * said plainly, with the way back to the start, instead of a screen whose reads the server refuses.
 */
export function NotAllowedPanel({ papel }: { papel: string }) {
  useScreenTitleClaim(NOT_ALLOWED_TITLE);
  return (
    <Card className="mx-auto mt-6 max-w-lg p-6 text-center sm:mt-10 sm:p-10" role="region" aria-labelledby="sem-acesso">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ShieldX className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 id="sem-acesso" className="mt-4 text-xl font-bold tracking-tight sm:text-2xl">
        Seu acesso não permite esta tela.
      </h1>
      <p className="mt-2 text-slate-600">
        Você entrou como <strong className="font-semibold text-slate-800">{papel}</strong>. Se precisar dela, peça ao
        dono da loja.
      </p>
      <Link to={paths.ownerHome.href()} className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
        <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
        Ir para o início
      </Link>
    </Card>
  );
}
