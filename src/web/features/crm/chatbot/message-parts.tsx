import type { CrmCustomer } from '../../../../shared/contracts/crm.ts';
import { CRM_PLACEHOLDERS, optOutNote, type TemplateValues } from '../../../../shared/crm.ts';
import { formatPhone } from '../../../../shared/phone.ts';

/** What a template needs of a customer and the shop. */
export function messageValues(
  customer: Pick<CrmCustomer, 'nome' | 'pontos' | 'cashbackCents'>,
  loja: string,
): TemplateValues {
  return { nome: customer.nome, pontos: customer.pontos, cashbackCents: customer.cashbackCents, loja };
}

/** A made-up customer for previews of a message being written. */
export const PREVIEW_CUSTOMER = { nome: 'Maria Silva', pontos: 120, cashbackCents: 1500 };

/** The placeholders a message may use, with what each becomes. */
export function PlaceholderHint({ id }: { id?: string }) {
  return (
    <p id={id} className="text-sm text-slate-600">
      Use{' '}
      {CRM_PLACEHOLDERS.map((p, i) => (
        <span key={p.key}>
          {i > 0 && (i === CRM_PLACEHOLDERS.length - 1 ? ' e ' : ', ')}
          <code className="rounded bg-slate-100 px-1 text-slate-800">{`{${p.key}}`}</code> ({p.label})
        </span>
      ))}
      .
    </p>
  );
}

/** The line every message ends with, so a customer can stop them (LGPD). */
export function OptOutNoteHint() {
  return <p className="text-xs text-slate-600">A mensagem termina com: “{optOutNote}”</p>;
}

export function phoneLabel(telefone: string): string {
  return telefone ? formatPhone(telefone) : 'Sem telefone';
}
