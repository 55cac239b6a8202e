import { AppLink } from './app-link.tsx';
import { Brand } from './brand.tsx';

export const SUPPORT_EMAIL = 'suporte@fidelizaloja.com.br';

/** `privacyHref`: a shop's page links its privacy notice (what it keeps about customers, LGPD). */
export function SiteFooter({ privacyHref }: { privacyHref?: string } = {}) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <Brand />
        <p className="text-center">
          Desenvolvido pela equipe {`FidelizaLoja`} · Contato:{' '}
          <a className="font-medium text-brand-700 underline-offset-2 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className="flex items-center gap-3">
          {privacyHref && (
            <AppLink className="font-medium text-brand-700 underline underline-offset-2" to={privacyHref}>
              Privacidade
            </AppLink>
          )}
          <span>© {new Date().getFullYear()} FidelizaLoja</span>
        </p>
      </div>
    </footer>
  );
}
