import { Brand } from './brand.tsx';

export const SUPPORT_EMAIL = 'suporte@fidelizaloja.com.br';

export function SiteFooter() {
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
        <p>© {new Date().getFullYear()} FidelizaLoja</p>
      </div>
    </footer>
  );
}
