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
