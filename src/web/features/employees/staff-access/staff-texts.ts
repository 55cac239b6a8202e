import { INVITE_DAYS, type Staff } from '../../../../shared/contracts/staff.ts';
import type { StaffRole } from '../../../../shared/permissions.ts';

/** What each role of a team login may do, in one line (the choice of Dar acesso and Alterar papel). */
export const roleChoices: readonly { role: StaffRole; label: string; description: string }[] = [
  {
    role: 'gerente',
    label: 'Gerente',
    description:
      'Cuida da loja: vendas, clientes, produtos, equipe, relatórios e configurações; autoriza descontos e cancelamentos do caixa.',
  },
  {
    role: 'caixa',
    label: 'Caixa',
    description: 'Atende no balcão: vendas, pedidos, fidelidade, cadastro de clientes e o caixa do dia.',
  },
];

export const situacaoLabels: Record<Staff['situacao'], string> = {
  ativo: 'Acesso ativo',
  convidado: 'Convite pendente',
  desativado: 'Acesso desativado',
};

/** The invitation link as the employee opens it: this site's address and the path the server answered. */
export function inviteUrl(origin: string, convite: string): string {
  return `${origin.replace(/\/+$/, '')}${convite}`;
}

/** The message that goes with the link on WhatsApp. */
export function inviteMessage(nome: string, nomeEmpresa: string, link: string): string {
  const first = nome.trim().split(/\s+/)[0] || nome;
  return (
    `Olá, ${first}! Você recebeu acesso ao painel da ${nomeEmpresa} no FidelizaLoja. ` +
    `Crie sua senha por este link (vale por ${INVITE_DAYS} dias e só pode ser usado uma vez): ${link}`
  );
}

/** wa.me with the message: no phone is known, so WhatsApp asks whom to send it to. */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
