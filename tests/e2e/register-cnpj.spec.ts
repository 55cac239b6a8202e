import { expect, type Page, test } from '@playwright/test';
import { asNewClient, newShop, registerShop, uniqueAlphanumericCnpj } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';

// Registrations from the page count against one client address per run: give this file its own.
test.use({ extraHTTPHeaders: asNewClient() });

const formatted = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

async function fillShop(page: Page, shop: ReturnType<typeof newShop>) {
  await page.getByLabel('Nome da empresa').fill(shop.nomeEmpresa);
  await page.getByLabel('Telefone').fill(shop.telefone);
  await page.getByLabel('E-mail').fill(shop.email);
  await page.getByLabel('Senha', { exact: true }).fill(shop.senha);
  await page.getByLabel('Segmento').selectOption('Alimentação');
}

test('an alphanumeric CNPJ is masked as it is typed, registers, and shows in the super admin list', async ({
  page,
}) => {
  await page.goto('/cadastrar-loja');
  const documento = page.getByLabel('CPF ou CNPJ');

  // The Receita's example, typed key by key in lower case: upper-cased and masked as it goes.
  await documento.pressSequentially('12abc');
  await expect(documento).toHaveValue('12.ABC');
  await documento.pressSequentially('34501de');
  await expect(documento).toHaveValue('12.ABC.345/01DE');
  // A letter cannot be a check digit.
  await documento.pressSequentially('x35');
  await expect(documento).toHaveValue('12.ABC.345/01DE-35');
  // A CPF stays a CPF.
  await documento.clear();
  await documento.pressSequentially('52998224725');
  await expect(documento).toHaveValue('529.982.247-25');

  // A fresh alphanumeric CNPJ (the example itself may register only once per database).
  const cnpj = uniqueAlphanumericCnpj();
  const shop = newShop('Empório');
  await fillShop(page, shop);
  await documento.clear();
  await documento.pressSequentially(cnpj.toLowerCase());
  await expect(documento).toHaveValue(formatted(cnpj));
  await page.getByRole('button', { name: 'Cadastrar Loja' }).click();
  await expect(
    page.getByText('Loja cadastrada com sucesso! Agora você pode fazer login e configurar seus produtos.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Stored upper case and unformatted, shown formatted to the super admin.
  const login = await page.request.post('/api/admin/auth/login', {
    data: { email: E2E_ADMIN.email, senha: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  // The list comes a page at a time: look the shop up by its e-mail.
  const list = await (await page.request.get(`/api/admin/stores?busca=${encodeURIComponent(shop.email)}`)).json();
  const stored = list.stores.find((s: { email: string }) => s.email === shop.email);
  expect(stored.documento).toBe(cnpj);
  await page.goto('/super-admin');
  await page.getByLabel('Buscar por empresa ou e-mail').fill(shop.email);
  await expect(page.getByTestId(`store-row-${stored.id}`).filter({ visible: true })).toContainText(
    `CNPJ ${formatted(cnpj)}`,
  );
});

test('a CNPJ already registered is refused under the field', async ({ page, request }) => {
  const taken = await registerShop(request);
  await page.goto('/cadastrar-loja');
  await fillShop(page, newShop());
  await page.getByLabel('CPF ou CNPJ').fill(taken.documento);
  await page.getByRole('button', { name: 'Cadastrar Loja' }).click();
  await expect(page.getByText('Já existe uma loja cadastrada com este CNPJ.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/cadastrar-loja$/);
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue(formatted(taken.documento));
});
