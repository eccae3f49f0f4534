/**
 * Issue 5: a trial asked with texts: 'keys' carries the messages behind every text XX0402_01
 * shows, so the client renders them in either language without asking again. Rendered with the
 * client's own functions, a keys answer asked in one language must read exactly like the
 * server's rendered answer in the other (and in its own), for the demo routes: quoted ones with
 * surcharges, a remote one, and excluded ones with and without parameters in their reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredRouteName, excludedReason, render, type PricingLang } from '../../src/domain/pricing/messages';
import { localName } from '../../src/domain/pricing/names';
import type { Msg } from '../../src/domain/pricing/types';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(() => t.close());

const orderTime = '2026-11-22T10:00:00+08:00';
const LANGS: PricingLang[] = ['zh-CN', 'en-US'];
const PARCELS = {
  usParcel: { country: 'US', postcode: '10001', weight: 1.3 },
  gbRemote: { country: 'GB', postcode: 'ZE2 9XX', weight: 3, length: 40, width: 30, height: 30, pieces: 2 },
  usBattery: { country: 'US', weight: 1, cargoType: 'battery' },
};

const trial = (lang: PricingLang, body: object) => call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang, body: { ...body, orderTime } });

/** Every text the results show, as the server rendered them (the default answer, full trace). */
function serverTexts(a: any) {
  return {
    quotes: a.quotes.map((q: any) => ({
      route: q.routeName,
      surcharges: q.surcharges.map((s: any) => `${s.name} ${s.formula}`),
      zone: q.trace.zone?.reason ?? null,
      remote: q.trace.remoteRule?.reason ?? null,
      lines: q.trace.lines.map((l: any) => l.text),
    })),
    excluded: a.excluded.map((e: any) => ({ route: e.routeName, reason: e.reason })),
  };
}

/** The same texts as XX0402_01 renders them in `lang` from a texts: 'keys' answer. */
function clientTexts(a: any, lang: PricingLang) {
  return {
    quotes: a.quotes.map((q: any) => ({
      route: answeredRouteName(q, lang),
      surcharges: q.surcharges.map((s: any) => `${localName(s, lang)} ${render(lang, s.formulaKey)}`),
      zone: q.trace.zone ? render(lang, q.trace.zone.reasonKey) : null,
      remote: q.trace.remoteRule ? render(lang, q.trace.remoteRule.reasonKey) : null,
      lines: q.trace.lines.map((l: Msg) => render(lang, l)),
    })),
    excluded: a.excluded.map((e: any) => ({ route: answeredRouteName(e, lang), reason: excludedReason(e, lang) })),
  };
}

describe('freight trial texts as messages (texts: keys)', () => {
  for (const [name, parcel] of Object.entries(PARCELS)) {
    it(`${name}: a keys answer renders to the server's texts in both languages, whichever language asked`, async () => {
      const rendered = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, (await trial(l, parcel)).data]))) as Record<PricingLang, any>;
      for (const asked of LANGS) {
        const keys = await trial(asked, { ...parcel, trace: 'keys', texts: 'keys' });
        expect(keys.code).toBe(0);
        for (const shown of LANGS) expect(clientTexts(keys.data, shown), `asked in ${asked}, shown in ${shown}`).toEqual(serverTexts(rendered[shown]));
      }
      expect(serverTexts(rendered['zh-CN'])).not.toEqual(serverTexts(rendered['en-US']));
    });
  }

  it('the demo covers what the results show: surcharges, a remote route, reasons with and without parameters', async () => {
    const us = (await trial('en-US', { ...PARCELS.usParcel, texts: 'keys' })).data;
    const gb = (await trial('en-US', { ...PARCELS.gbRemote, texts: 'keys' })).data;
    const battery = (await trial('en-US', { ...PARCELS.usBattery, texts: 'keys' })).data;
    expect(us.quotes.some((q: any) => q.surcharges.length > 0)).toBe(true);
    expect(gb.quotes.find((q: any) => q.channelCode === 'INT2001')).toMatchObject({ remote: true, trace: { remoteRule: { remoteType: expect.any(String) } } });
    // Asked in English, the Chinese name travels too (the data holds both).
    expect(us.quotes.find((q: any) => q.channelCode === 'INT1001')).toMatchObject({ routeName: 'US Express', routeNameEn: 'US Express', routeNameZh: '美国快线' });
    // Surcharge and price-table names too: the reader's, and both (the demo gives each its English name).
    const usExp = us.quotes.find((q: any) => q.channelCode === 'INT1001');
    expect(usExp.surcharges[0]).toMatchObject({ name: 'Peak season surcharge', nameZh: '旺季附加费', nameEn: 'Peak season surcharge' });
    expect(usExp.trace.priceTable).toMatchObject({ name: 'US Express 2026', nameZh: '美国快线 2026' });
    const noZone = us.excluded.find((e: any) => e.channelCode === 'INT4001');
    expect(noZone).toMatchObject({ reasonKey: 'pricing.excluded.noZone', reasonParams: { country: 'US' }, reason: 'The route does not serve this address in US' });
    expect(excludedReason(noZone, 'zh-CN')).toBe('线路不到达 US 的该地址');
    expect(battery.excluded.find((e: any) => e.channelCode === 'INT1001')).toMatchObject({ reasonKey: 'pricing.excluded.battery', reasonParams: {} });
  });

  it('without texts: keys the answer is unchanged: the same rendered fields, no messages added', async () => {
    for (const lang of LANGS) {
      const plain = (await trial(lang, PARCELS.usParcel)).data;
      const asText = (await trial(lang, { ...PARCELS.usParcel, texts: 'text' })).data;
      const keys = (await trial(lang, { ...PARCELS.usParcel, texts: 'keys' })).data;
      expect(JSON.stringify(asText)).toBe(JSON.stringify(plain));
      expect(JSON.stringify(plain)).not.toMatch(/routeNameZh|reasonParams/);
      const strip = ({ routeNameZh: _z, reasonParams: _p, ...rest }: any) => rest;
      expect(JSON.stringify({ ...keys, quotes: keys.quotes.map(strip), excluded: keys.excluded.map(strip) })).toBe(JSON.stringify(plain));
    }
    const bad = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { ...PARCELS.usParcel, texts: 'html' } });
    expect(bad.code).not.toBe(0);
  });
});
