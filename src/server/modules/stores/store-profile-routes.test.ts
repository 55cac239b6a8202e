import { describe, expect, it } from 'vitest';
import { storeProfileMessages } from '../../../shared/contracts/store-profile.ts';
import { openingHoursMessages, SUGGESTED_HOURS } from '../../../shared/opening-hours.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { makePng } from '../../test/png.ts';

const ctx = setupTestContext();

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload: payload as object } : {}),
  });
const storefront = (id: number) => call('GET', `/api/storefront/stores/${id}`);

async function uploadLogo(cookie: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { cookie, 'content-type': 'image/png' },
    payload: makePng(64, 64),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('the shop profile (opening hours and logo)', () => {
  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/store/profile')).statusCode).toBe(401);
    expect((await call('PUT', '/api/store/opening-hours', undefined, { horarios: SUGGESTED_HOURS })).statusCode).toBe(
      401,
    );
    expect((await call('PUT', '/api/store/logo', undefined, { imageId: null })).statusCode).toBe(401);
  });

  it('starts with no hours and no logo, and the storefront shows no hours and no rating', async () => {
    const shop = await registerAndLogin(ctx.app);
    expect((await call('GET', '/api/store/profile', shop.cookie)).json()).toEqual({
      horarios: null,
      logoId: null,
      logoUrl: null,
    });
    const store = (await storefront(shop.id)).json().store;
    expect(store.horarios).toBeNull();
    expect(store.avaliacao).toBeNull();
    expect(JSON.stringify(store)).not.toContain('127');
  });

  it("saves the owner's hours, a day after midnight included, and the storefront shows them", async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const horarios = SUGGESTED_HOURS.map((d) => ({ ...d }));
    horarios[5] = { aberto: true, abre: '18:00', fecha: '02:00' };
    horarios[0] = { aberto: false, abre: '', fecha: '' };
    const res = await call('PUT', '/api/store/opening-hours', shop.cookie, { horarios });
    expect(res.statusCode).toBe(200);
    expect(res.json().horarios).toEqual(horarios);
    expect((await storefront(shop.id)).json().store.horarios).toEqual(horarios);
    // Another shop is untouched: the store comes from the session.
    expect((await storefront(other.id)).json().store.horarios).toBeNull();
  });

  it('refuses bad hours with messages in Portuguese and changes nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    await call('PUT', '/api/store/opening-hours', shop.cookie, { horarios: SUGGESTED_HOURS });
    const bad = SUGGESTED_HOURS.map((d) => ({ ...d }));
    bad[1] = { aberto: true, abre: '08:00', fecha: '08:00' };
    bad[2] = { aberto: true, abre: '8 horas', fecha: '18:00' };
    const res = await call('PUT', '/api/store/opening-hours', shop.cookie, { horarios: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'horarios.1.fecha': openingHoursMessages.sameTime,
      'horarios.2.abre': openingHoursMessages.timeInvalid,
    });
    const closedWithNul = SUGGESTED_HOURS.map((d) => ({ ...d }));
    closedWithNul[0] = { aberto: false, abre: '\u0000', fecha: '\ud800' };
    for (const payload of [
      { horarios: SUGGESTED_HOURS.slice(0, 3) },
      { horarios: 'sempre' },
      {},
      { horarios: [1] },
      { horarios: closedWithNul },
    ]) {
      const r = await call('PUT', '/api/store/opening-hours', shop.cookie, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().error.message).toMatch(/[a-zà-ú]/i);
    }
    expect((await call('GET', '/api/store/profile', shop.cookie)).json().horarios).toEqual(SUGGESTED_HOURS);
  });

  it("sets the logo to the shop's own upload, shown on the storefront and in the session; null removes it", async () => {
    const shop = await registerAndLogin(ctx.app);
    const imageId = await uploadLogo(shop.cookie);
    const res = await call('PUT', '/api/store/logo', shop.cookie, { imageId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ logoId: imageId, logoUrl: `/api/images/${imageId}` });
    expect((await storefront(shop.id)).json().store.logoUrl).toBe(`/api/images/${imageId}`);
    expect((await call('GET', '/api/auth/me', shop.cookie)).json().store.logo).toBe(imageId);

    const removed = await call('PUT', '/api/store/logo', shop.cookie, { imageId: null });
    expect(removed.json().logoUrl).toBeNull();
    expect((await storefront(shop.id)).json().store.logoUrl).toBeNull();
  });

  it('deletes the logo it replaces or removes, unless a product of the shop still shows it', async () => {
    const shop = await registerAndLogin(ctx.app);
    const first = await uploadLogo(shop.cookie);
    const second = await uploadLogo(shop.cookie);
    expect((await call('PUT', '/api/store/logo', shop.cookie, { imageId: first })).statusCode).toBe(200);
    expect((await call('PUT', '/api/store/logo', shop.cookie, { imageId: second })).statusCode).toBe(200);
    expect((await call('GET', `/api/images/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/images/${second}`)).statusCode).toBe(200);

    const product = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: shop.cookie },
      payload: { name: 'Caneca', priceCents: 1500, imageId: second },
    });
    expect(product.statusCode).toBe(201);
    expect((await call('PUT', '/api/store/logo', shop.cookie, { imageId: null })).statusCode).toBe(200);
    expect((await call('GET', `/api/images/${second}`)).statusCode).toBe(200);
  });

  it("refuses another shop's image or an unknown one, as if it did not exist", async () => {
    const shop = await registerAndLogin(ctx.app);
    const stranger = await registerAndLogin(ctx.app);
    const theirs = await uploadLogo(stranger.cookie);
    for (const imageId of [theirs, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('PUT', '/api/store/logo', shop.cookie, { imageId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(storeProfileMessages.logoNotFound);
    }
    const junk = await call('PUT', '/api/store/logo', shop.cookie, { imageId: 'x'.repeat(500) });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.message).toBe(storeProfileMessages.logoNotFound);
    expect((await storefront(shop.id)).json().store.logoUrl).toBeNull();
  });
});
