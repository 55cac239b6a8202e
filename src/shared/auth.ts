/** The login and sign-up texts, without zod (safe for the login screens' bundles). */
export const authMessages = {
  wrongCredentials: { title: 'Erro no login', description: 'Email ou senha incorretos.' },
  blocked: { title: 'Erro 337', description: 'Contate o DEP. Sua conta está bloqueada.' },
  staffDisabled: 'Seu acesso foi desativado. Fale com o dono da loja.',
  adminWrongCredentials: { title: 'Erro 337', description: 'Contate o DEP. Credenciais inválidas.' },
  unexpected: { title: 'Erro no login', description: 'Ocorreu um erro inesperado. Tente novamente.' },
  emailInUse: 'Este e-mail já está cadastrado. Faça login ou use outro e-mail.',
  cnpjInUse: 'Já existe uma loja cadastrada com este CNPJ.',
  registered: 'Loja cadastrada com sucesso! Agora você pode fazer login e configurar seus produtos.',
} as const;

/** How long a link to set a new password works (by e-mail, or issued by the super admin). */
export const RESET_LINK_MINUTES = 30;

/** The password reset's texts, without zod (the sign-in and reset screens import them). */
export const passwordResetMessages = {
  /** The spec's answer to "Esqueci minha senha" where no e-mail can be sent (no SMTP_URL). */
  unavailable: {
    title: 'Esqueci minha senha',
    description: 'Entre em contato com o suporte para redefinir sua senha.',
  },
  /** The same words whether or not a shop has the e-mail. */
  requested: `Se houver uma loja com este e-mail, enviamos para ele um link para criar uma nova senha. O link vale por ${RESET_LINK_MINUTES} minutos.`,
  tooManyRequests: 'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente de novo.',
  invalidLink: 'Este link para redefinir a senha é inválido, já foi usado ou expirou. Peça um novo.',
  done: { title: 'Senha redefinida!', description: 'Entre com a nova senha. Os aparelhos conectados saíram da conta.' },
} as const;
