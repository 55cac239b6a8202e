import { RESET_LINK_MINUTES } from '../../../shared/auth.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../spa.ts';

/**
 * The e-mail with a reset link: plain text and a simple HTML version of the same words, in pt-BR.
 * `pessoa`: a team member's name, for a team login's link (the owner's greets the shop).
 */
export function passwordResetMail({
  to,
  nomeEmpresa,
  pessoa,
  link,
}: {
  to: string;
  nomeEmpresa: string;
  pessoa?: string;
  link: string;
}): MailMessage {
  const greeting = `Olá, ${pessoa ?? nomeEmpresa}!`;
  const request =
    pessoa === undefined
      ? 'Recebemos um pedido para redefinir a senha de acesso da sua loja no FidelizaLoja.'
      : `Recebemos um pedido para redefinir a sua senha de acesso à equipe de ${nomeEmpresa} no FidelizaLoja.`;
  const validity = `O link vale por ${RESET_LINK_MINUTES} minutos e só pode ser usado uma vez. Ao criar a nova senha, todos os aparelhos conectados à conta saem dela.`;
  const ignore = 'Se não foi você, ignore este e-mail: a sua senha continua a mesma.';
  const text = [
    greeting,
    '',
    request,
    '',
    'Para criar uma nova senha, abra o link abaixo:',
    link,
    '',
    validity,
    '',
    ignore,
    '',
    'FidelizaLoja',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(request)}</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Criar nova senha</a></p>
<p style="margin:0 0 16px;font-size:14px">Se o botão não abrir, copie este endereço no navegador:<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>
<p style="margin:0 0 16px;font-size:14px">${escapeHtml(validity)}</p>
<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(ignore)}</p>
</div>
<p style="max-width:520px;margin:16px auto 0;font-size:12px;color:#64748b;text-align:center">FidelizaLoja</p>
</body>
</html>`;
  return { to, subject: `Nova senha para ${nomeEmpresa} no FidelizaLoja`, text, html };
}
