/** Query keys of signing in: who may authorise an override, and the password reset's options and link. */
export const authKeys = {
  authorizers: ['auth', 'authorizers'] as const,
  passwordResetOptions: ['password-reset', 'options'] as const,
  passwordResetLink: (token: string) => ['password-reset', 'link', token] as const,
};
