import { ArrowLeft, ShieldCheck } from 'lucide-react';
import type { Storefront } from '../../../shared/contracts/storefront.ts';
import { paths } from '../../../shared/paths.ts';
import { formatPhone } from '../../../shared/phone.ts';
import { SiteFooter } from '../../components/site-footer.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { StorefrontLoader } from './components/storefront-loader.tsx';

/** /privacidade/{id}: what the shop keeps about its customers, why, for how long, and how to ask (LGPD). */
export function PrivacyPage() {
  return <StorefrontLoader screen="Privacidade">{(data) => <PrivacyNotice store={data.store} />}</StorefrontLoader>;
}

const kept: [string, string][] = [
  ['Nome e CPF', 'para identificar você no programa de fidelidade e somar seus pontos e cashback.'],
  [
    'Celular',
    'para avisar sobre seus pedidos e, se você quiser, mandar novidades pelo WhatsApp. Basta pedir para não receber mais mensagens.',
  ],
  ['Data de nascimento', 'para confirmar que é você ao comprar pelo site e lembrar do seu aniversário.'],
  ['Endereço', 'só quando você pede entrega.'],
  ['Compras', 'o que você comprou, quando e como pagou, para calcular pontos, cashback e o seu histórico.'],
];

function PrivacyNotice({ store }: { store: Storefront['store'] }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <a href={paths.store.href(store.id)} className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Voltar à loja
        </a>
        <h1 className="mt-5 flex items-center gap-2 text-2xl font-bold text-ink">
          <ShieldCheck className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
          Privacidade
        </h1>
        <p className="mt-2 text-slate-700">
          Como <strong>{store.nomeEmpresa}</strong> cuida dos seus dados, conforme a Lei Geral de Proteção de Dados
          (LGPD, Lei 13.709/2018).
        </p>
        <Card className="mt-6 p-5">
          <h2 className="text-lg font-semibold text-ink">O que guardamos e por quê</h2>
          <ul className="mt-3 space-y-3 text-slate-700">
            {kept.map(([what, why]) => (
              <li key={what}>
                <strong className="text-ink">{what}:</strong> {why}
              </li>
            ))}
          </ul>
        </Card>
        <Card className="mt-4 p-5">
          <h2 className="text-lg font-semibold text-ink">Por quanto tempo</h2>
          <p className="mt-3 text-slate-700">
            Enquanto você for cliente da loja. As vendas e os pedidos ficam guardados pelo tempo que a lei exige para os
            registros da loja; se você pedir a exclusão, eles continuam sem o seu nome, CPF ou contato.
          </p>
        </Card>
        <Card className="mt-4 p-5">
          <h2 className="text-lg font-semibold text-ink">Seus direitos</h2>
          <p className="mt-3 text-slate-700">
            Você pode pedir <strong>uma cópia de tudo</strong> o que a loja guarda sobre você ou{' '}
            <strong>a exclusão dos seus dados pessoais</strong>. Peça na própria loja
            {store.telefone ? (
              <>
                {' '}
                ou pelo telefone <span className="whitespace-nowrap">{formatPhone(store.telefone)}</span>
              </>
            ) : null}
            . Com a exclusão, seus pontos, crédito e cashback deixam de poder ser usados.
          </p>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
