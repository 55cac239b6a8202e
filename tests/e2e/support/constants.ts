/** The super admin the e2e server creates on first start (SUPER_ADMIN_EMAIL/PASSWORD). */
export const E2E_ADMIN = { email: 'admin-e2e@fidelizaloja.com.br', password: 'senha-admin-e2e-123' };

/** The SMTP server of the e2e run (tests/e2e/global-setup.ts); the app gets it as SMTP_URL. */
export const E2E_SMTP = { port: Number(process.env.E2E_SMTP_PORT ?? 3125), user: 'e2e', password: 'senha-smtp-e2e' };
