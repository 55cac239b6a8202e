import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { buttonClasses } from './ui/button.tsx';

/** The owner screens' 'Voltar' to the panel. */
export function BackToPanel() {
  return (
    <Link to={paths.ownerHome.href()} className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Voltar
    </Link>
  );
}
