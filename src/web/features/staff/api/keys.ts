/** Query keys of the team's logins (Funcionários → Acesso ao sistema) and of an invitation link. */
export const staffKeys = {
  all: ['staff'] as const,
  invite: (token: string) => ['staff-invite', token] as const,
};
