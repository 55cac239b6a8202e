import { expect, test } from '@playwright/test';
import { registerShop } from './support/api.ts';
import { loginShop } from './support/orders.ts';
import { createProducts, placeOrder, uniqueCpf } from './support/storefront.ts';

test('screens of issue 21', async ({ page, context }, info) => {
  const dir = `/tmp/shots/${info.project.name}`;
  const shop = await registerShop(page.request, 'Padaria');
  const [burger] = await createProducts(page.request, shop, [{ name: 'Pão de Queijo', priceCents: 2250 }]);
  const cpf = uniqueCpf();
  const body = {
    cpf,
    nome: 'Ana Paula Souza',
    telefone: '11987654321',
    dataNascimento: '1990-05-17',
    rua: 'Rua das Acácias',
    numero: '120',
    bairro: 'Centro',
    cidade: 'Campinas',
    paymentMethod: 'pix',
    items: [{ productId: burger?.id, quantity: 3 }],
  };
  const first = await placeOrder(page.request, shop.id, body);
  const second = await placeOrder(page.request, shop.id, body);
  await loginShop(page.request, shop);

  await page.goto(`/order-success-external?pedido=${first.id}`);
  await expect(page.getByText('pontos a receber')).toBeVisible();
  await page.screenshot({ path: `${dir}/1-buyer-pending.png`, fullPage: true });

  await page.goto('/gerenciar-pedidos');
  await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();
  await page.screenshot({ path: `${dir}/2-orders.png`, fullPage: true });
  await page.getByRole('button', { name: 'Cancelar pedido' }).first().click();
  await page.getByLabel('Pedido falso ou de teste').check();
  await page.screenshot({ path: `${dir}/3-cancel-dialog.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar pedido' }).click();
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: /Cancelados/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/4-cancelled-filter.png`, fullPage: true });

  await page.goto(`/order-success-external?pedido=${second.id}`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${dir}/5-buyer-cancelled-or-other.png`, fullPage: true });
  await page.goto(`/order-success-external?pedido=${first.id}`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${dir}/6-buyer-first.png`, fullPage: true });

  const customers = await page.request.get('/api/customers');
  const id = (await customers.json()).customers[0]?.id;
  await page.goto(`/relatorio`);
  await page.waitForTimeout(800);
  await page.getByText('Ana Paula Souza').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${dir}/7-report.png`, fullPage: true });
  expect(id).toBeTruthy();
  void context;
});
