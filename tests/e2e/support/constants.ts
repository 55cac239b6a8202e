/** The super admin the e2e server creates on first start (SUPER_ADMIN_EMAIL/PASSWORD). */
export const E2E_ADMIN = { email: 'admin-e2e@fidelizaloja.com.br', password: 'senha-admin-e2e-123' };
