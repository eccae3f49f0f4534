/**
 * The sandbox carrier SBX Express on its own port, and the channel-provider adapter against it:
 * real HTTP both ways, no mock object. Behaviour (fail / timeout / slow), accounts and the clock are
 * set through the sandbox's control calls, as a demo would.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { pdfBarcodes, pdfPageTexts } from '../fixtures/printedFiles';
import { startCarrierSandbox, type CarrierSandbox } from '../../src/server/sandbox/carrier';
import {
  CarrierError,
  CarrierRefusal,
  CarrierUnavailable,
  SandboxChannelProvider,
  carrierSystems,
  channelProvider,
  embeddedCarrier,
  type ShipmentOrder,
} from '../../src/server/platform/carriers/index';
import { trackingStatus } from '../../src/domain/dictionaries/tracking-status';
import Fastify from 'fastify';
import type { AppConfig } from '../../src/server/config';
import { testConfig } from './config';

const ACCOUNT = { apiAccount: 'cbl-test', key: 'k-7f3a-test' };
let sbx: CarrierSandbox;

beforeAll(async () => {
  sbx = await startCarrierSandbox({ accounts: { [ACCOUNT.apiAccount]: ACCOUNT.key } });
});
afterAll(() => sbx?.close());
beforeEach(async () => {
  expect((await fetch(`${sbx.url}/control/state`, { method: 'DELETE' })).status).toBe(200);
});

const provider = (timeoutMs = 2000, credentials = ACCOUNT) => new SandboxChannelProvider({ ...credentials, baseUrl: sbx.url }, { timeoutMs });

const order = (reference: string, over: Partial<ShipmentOrder> = {}): ShipmentOrder => ({
  reference,
  service: 'SBX-STD',
  recipient: { name: 'Max Mustermann', company: 'Muster GmbH', country: 'DE', city: 'Berlin', postcode: '10115', address1: 'Invalidenstrasse 117', address2: 'Haus 2', phone: '+49 30 1234567' },
  // As the orders' numeric columns arrive: decimal strings.
  parcels: [{ weight: '1.250', length: '30', width: '20', height: '10' }, { weight: '0.400' }],
  declaredValue: '25.00',
  currency: 'EUR',
  ...over,
});

const control = async (path: string, method: string, body?: unknown) => {
  const res = await fetch(`${sbx.url}/control/${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
};
const behave = async (behaviour: Record<string, unknown>) => expect((await control('behaviour', 'POST', behaviour)).status).toBe(200);
const createdFor = async (reference: string) => (await control(`shipments?reference=${encodeURIComponent(reference)}`, 'GET')).body;

/** What a promise settles to, and how long it took. */
async function timed<T>(p: Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const start = performance.now();
  try {
    const value = await p;
    return { ms: performance.now() - start, value };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}

/** The text pdf-lib wrote: every hex string shown with Tj in the pages' content streams. */
/** The label's page sizes (pdf-lib) and its text as pdftotext reads it (the font's ToUnicode map). */
async function pdfText(bytes: Uint8Array): Promise<{ pages: { width: number; height: number }[]; text: string }> {
  const doc = await PDFDocument.load(bytes);
  return { pages: doc.getPages().map((p) => p.getSize()), text: pdfPageTexts(bytes).join('\n') };
}

describe('SBX Express sandbox carrier', () => {
  it('creates a shipment: channel number, S10 tracking number, a label URL; the carrier saw one create call', async () => {
    const created = await provider().createShipment(order('CBL20261122000001'));
    expect(created).toMatchObject({
      shipmentId: expect.stringMatching(/^shp_[0-9a-f]{16}$/),
      channelNo: expect.stringMatching(/^SBX\d{10}$/),
      trackingNo: expect.stringMatching(/^SB\d{9}CN$/),
      label: { url: `${sbx.url}/shipments/${created.shipmentId}/label` },
    });
    const seen = await createdFor('CBL20261122000001');
    expect(seen.createCalls).toEqual({ CBL20261122000001: 1 });
    expect(seen.shipments).toEqual([
      expect.objectContaining({
        shipmentId: created.shipmentId,
        account: ACCOUNT.apiAccount,
        status: 'created',
        // SBX Express takes one address line; decimal strings went over the wire as numbers.
        recipient: { name: 'Max Mustermann', country: 'DE', city: 'Berlin', postcode: '10115', address1: 'Invalidenstrasse 117, Haus 2', phone: '+49 30 1234567' },
        parcels: [{ weight: 1.25, length: 30, width: 20, height: 10 }, { weight: 0.4 }],
        declaredValue: 25,
        currency: 'EUR',
      }),
    ]);
  });

  it('a repeated reference answers 201 then 200 with the same shipment over plain HTTP', async () => {
    const post = () =>
      fetch(`${sbx.url}/shipments`, {
        method: 'POST',
        headers: { 'x-api-account': ACCOUNT.apiAccount, 'x-api-key': ACCOUNT.key, 'content-type': 'application/json' },
        body: JSON.stringify({ reference: 'R-HTTP', service: 'SBX-EXP', recipient: { name: 'A', country: 'FR', address1: '1 rue X' }, parcels: [{ weight: 2 }] }),
      });
    const first = await post();
    const again = await post();
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await again.json()).toEqual(await first.json());
  });

  it('20 parallel creates of one reference through the adapter: one shipment, 20 create calls, 20 equal answers', async () => {
    const p = provider(10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.createShipment(order('CBL-PARALLEL-1'))));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const seen = await createdFor('CBL-PARALLEL-1');
    expect(seen.shipments).toHaveLength(1);
    expect(seen.createCalls).toEqual({ 'CBL-PARALLEL-1': 20 });
    expect(sbx.createCalls('CBL-PARALLEL-1')).toBe(20);
  });

  it('bad input is refused with the carrier message naming each field, and nothing is created', async () => {
    const bad = order('CBL-BAD-1', {
      recipient: { name: 'A', address1: 'x' } as ShipmentOrder['recipient'],
      parcels: [{ weight: 0 }],
    });
    const r = await timed(provider().createShipment(bad));
    expect(r.error).toBeInstanceOf(CarrierRefusal);
    expect(r.error).toMatchObject({ status: 400, system: 'sandbox' });
    expect((r.error as Error).message).toBe('recipient.country is required; parcels[0].weight must be a number above 0');
    await expect(provider().createShipment(order('CBL-BAD-2', { parcels: [] }))).rejects.toThrow('parcels must list at least one parcel');
    await expect(provider().createShipment(order('CBL-BAD-3', { service: 'NOPE' }))).rejects.toThrow(/service "NOPE" is not a service of SBX Express/);
    expect(sbx.shipments()).toHaveLength(0);
  });

  it('authentication: missing or wrong credentials are 401 refusals; an account added by the control call works until reset', async () => {
    const bare = await fetch(`${sbx.url}/shipments`, { method: 'POST', body: '{}' });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ ok: false, error: 'the x-api-account and x-api-key headers are required' });
    const wrong = await timed(provider(2000, { ...ACCOUNT, key: 'wrong' }).createShipment(order('CBL-AUTH-1')));
    expect(wrong.error).toBeInstanceOf(CarrierRefusal);
    expect(wrong.error).toMatchObject({ status: 401, message: 'unknown API account or wrong key' });
    expect(sbx.createCalls('CBL-AUTH-1')).toBe(0);

    const late = { apiAccount: 'added-later', key: 'k2' };
    await expect(provider(2000, late).createShipment(order('CBL-AUTH-2'))).rejects.toBeInstanceOf(CarrierRefusal);
    expect((await control('accounts/added-later', 'PUT', { key: 'k2' })).status).toBe(200);
    const created = await provider(2000, late).createShipment(order('CBL-AUTH-2'));
    // A shipment is its account's: another account does not see it.
    await expect(provider().trackingEvents(created.shipmentId)).rejects.toMatchObject({ status: 404 });
    await control('state', 'DELETE');
    await expect(provider(2000, late).createShipment(order('CBL-AUTH-2'))).rejects.toMatchObject({ status: 401 });
  });

  it('the label is a 100 x 150 mm PDF, a page per parcel, showing the tracking number, the recipient and the reference', async () => {
    const p = provider();
    const created = await p.createShipment(order('CBL20261122000042'));
    const label = await p.label(created.shipmentId);
    expect(label.contentType).toBe('application/pdf');
    expect(Buffer.from(label.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(label.bytes);
    expect(pages).toHaveLength(2);
    for (const size of pages) {
      expect(size.width).toBeCloseTo((100 / 25.4) * 72, 1);
      expect(size.height).toBeCloseTo((150 / 25.4) * 72, 1);
    }
    expect(text).toContain(created.trackingNo);
    expect(text).toContain('Reference: CBL20261122000042');
    expect(text).toContain('Max Mustermann');
    expect(text).toContain('10115 Berlin');
    expect(text).toContain('Parcel 2 of 2');
    // Every page's barcode reads as the tracking number.
    expect(pdfBarcodes(label.bytes)).toEqual([[`CODE-128:${created.trackingNo}`], [`CODE-128:${created.trackingNo}`]]);
    // The label URL is served over plain HTTP to the same credentials.
    expect('url' in created.label).toBe(true);
    const res = await fetch((created.label as { url: string }).url, { headers: { 'x-api-account': ACCOUNT.apiAccount, 'x-api-key': ACCOUNT.key } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('cancel: once fine, twice a refusal with the carrier message; the reference is then free for a new shipment', async () => {
    const p = provider();
    const created = await p.createShipment(order('CBL-CANCEL-1'));
    await p.cancel(created.shipmentId);
    const twice = await timed(p.cancel(created.shipmentId));
    expect(twice.error).toBeInstanceOf(CarrierRefusal);
    expect(twice.error).toMatchObject({ status: 409, message: `shipment ${created.shipmentId} is already cancelled` });
    const again = await p.createShipment(order('CBL-CANCEL-1'));
    expect(again.shipmentId).not.toBe(created.shipmentId);
    expect((await createdFor('CBL-CANCEL-1')).shipments.map((s: { status: string }) => s.status)).toEqual(['cancelled', 'created']);
  });

  it('tracking events progress with time since creation, in our tracking statuses, and stop at a cancel', async () => {
    const p = provider();
    const created = await p.createShipment(order('CBL-TRACK-1'));
    const first = await p.trackingEvents(created.shipmentId);
    expect(first).toEqual([{ status: 'create_order', at: expect.any(String), location: 'Shenzhen, CN', description: expect.any(String) }]);

    await control('clock', 'POST', { advanceMs: 9 * 3600_000 });
    expect((await p.trackingEvents(created.shipmentId)).map((e) => e.status)).toEqual(['create_order', 'customs_clearance', 'shipment_start']);

    const other = await p.createShipment(order('CBL-TRACK-2'));
    await p.cancel(other.shipmentId);
    await control('clock', 'POST', { advanceMs: 3 * 24 * 3600_000 });
    const all = await p.trackingEvents(created.shipmentId);
    expect(all.map((e) => e.status)).toEqual([
      'create_order',
      'customs_clearance',
      'shipment_start',
      'arrival',
      'customs_liquidation',
      'in_transit',
      'delivered',
      'taken_delivery',
    ]);
    const known = new Set(trackingStatus.items.map((i) => i.value));
    expect(all.every((e) => known.has(e.status))).toBe(true);
    const times = all.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(all.at(-1)!.location).toBe('Berlin, DE');
    // Cancelled right after creation: no further progress.
    expect((await p.trackingEvents(other.shipmentId)).map((e) => e.status)).toEqual(['create_order']);
  });
});

describe('behaviour: the adapter throws typed errors within its timeout, and works again', () => {
  it("fail with a 5xx is unavailable for the next `times` calls, then the carrier answers again", async () => {
    await behave({ mode: 'fail', status: 503, message: 'down for maintenance', times: 2 });
    const p = provider();
    for (let i = 0; i < 2; i++) {
      const r = await timed(p.createShipment(order('CBL-FAIL-1')));
      expect(r.error).toBeInstanceOf(CarrierUnavailable);
      expect(r.error).toMatchObject({ status: 503, message: 'SBX Express answered 503: down for maintenance' });
    }
    expect(sbx.createCalls('CBL-FAIL-1')).toBe(0);
    await expect(p.createShipment(order('CBL-FAIL-1'))).resolves.toMatchObject({ trackingNo: expect.any(String) });
  });

  it('fail with a 4xx is a refusal carrying the message as the carrier wrote it, until reset', async () => {
    await behave({ mode: 'fail', status: 422, message: 'postcode 10115 is not served' });
    const p = provider();
    for (let i = 0; i < 3; i++) await expect(p.createShipment(order('CBL-FAIL-2'))).rejects.toMatchObject({ name: 'CarrierRefusal', status: 422, message: 'postcode 10115 is not served' });
    await control('state', 'DELETE');
    await expect(p.createShipment(order('CBL-FAIL-2'))).resolves.toBeTruthy();
  });

  it('timeout: no answer is unavailable after the adapter timeout; the carrier did the work, and the repeat finds that one shipment', async () => {
    await behave({ mode: 'timeout' });
    const p = provider(500);
    const r = await timed(p.createShipment(order('CBL-TIMEOUT-1')));
    expect(r.error).toBeInstanceOf(CarrierUnavailable);
    expect((r.error as Error).message).toBe('SBX Express did not answer within 500 ms');
    expect(r.ms).toBeGreaterThanOrEqual(450);
    expect(r.ms).toBeLessThan(3000);
    await behave({ mode: 'ok' });
    const again = await p.createShipment(order('CBL-TIMEOUT-1'));
    const seen = await createdFor('CBL-TIMEOUT-1');
    expect(seen.shipments).toHaveLength(1);
    expect(seen.shipments[0].shipmentId).toBe(again.shipmentId);
    expect(seen.createCalls).toEqual({ 'CBL-TIMEOUT-1': 2 });
    // And after a reset, as new.
    await behave({ mode: 'timeout' });
    await expect(p.trackingEvents(again.shipmentId)).rejects.toBeInstanceOf(CarrierUnavailable);
    await control('state', 'DELETE');
    await expect(p.createShipment(order('CBL-TIMEOUT-2'))).resolves.toBeTruthy();
  });

  it('slow: an answer inside the timeout arrives late but fine; one past it is unavailable at the timeout', async () => {
    await behave({ mode: 'slow', delayMs: 300, times: 1 });
    const fine = await timed(provider(5000).createShipment(order('CBL-SLOW-1')));
    expect(fine.error).toBeUndefined();
    expect(fine.ms).toBeGreaterThanOrEqual(290);

    await behave({ mode: 'slow', delayMs: 4000 });
    const late = await timed(provider(500).createShipment(order('CBL-SLOW-2')));
    expect(late.error).toBeInstanceOf(CarrierUnavailable);
    expect(late.ms).toBeLessThan(3000);
    await behave({ mode: 'ok' });
    await expect(provider().createShipment(order('CBL-SLOW-3'))).resolves.toBeTruthy();
  });

  it('an unreachable carrier is unavailable', async () => {
    const gone = await startCarrierSandbox();
    const url = gone.url;
    await gone.close();
    const r = await timed(new SandboxChannelProvider({ ...ACCOUNT, baseUrl: url }, { timeoutMs: 2000 }).createShipment(order('CBL-GONE')));
    expect(r.error).toBeInstanceOf(CarrierUnavailable);
    expect((r.error as Error).message).toMatch(/^SBX Express unreachable: .*ECONNREFUSED/);
  });

  it('the control calls refuse nonsense', async () => {
    expect((await control('behaviour', 'POST', { mode: 'explode' })).status).toBe(400);
    expect((await control('behaviour', 'POST', { mode: 'fail', status: 200 })).body.error).toContain('status must be an HTTP error status');
    expect((await control('clock', 'POST', { advanceMs: -1 })).status).toBe(400);
    expect((await control('accounts/x', 'PUT', {})).status).toBe(400);
    expect((await fetch(`${sbx.url}/health`)).status).toBe(200);
  });

  it('a body past 64 KB is answered 413 (read and dropped, not kept)', async () => {
    const res = await fetch(`${sbx.url}/shipments`, {
      method: 'POST',
      headers: { 'x-api-account': ACCOUNT.apiAccount, 'x-api-key': ACCOUNT.key, 'content-type': 'application/json' },
      body: JSON.stringify({ reference: 'CBL-BIG', pad: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, error: 'body larger than 65536 bytes' });
    expect(sbx.createCalls('CBL-BIG')).toBe(0);
  });
});

describe('the app: registry and sandbox wiring', () => {
  it("the registry makes the 'sandbox' adapter and names the known systems for any other", () => {
    expect(carrierSystems.systems()).toEqual(['sandbox']);
    expect(carrierSystems.create('sandbox', { ...ACCOUNT, baseUrl: sbx.url })).toBeInstanceOf(SandboxChannelProvider);
    expect(() => carrierSystems.create('dhl', { ...ACCOUNT, baseUrl: sbx.url })).toThrow(CarrierError);
    expect(() => carrierSystems.create('dhl', { ...ACCOUNT, baseUrl: sbx.url })).toThrow('No channel provider for system "dhl" (known: sandbox)');
  });

  // The app's side needs only its configuration and logger: a bare Fastify instance with the test
  // configuration (no database to clone), the carriers themselves real.
  const appWith = (overrides: Partial<AppConfig>) => {
    const app = Fastify();
    app.decorate('config', testConfig(overrides));
    return app;
  };

  it('CARRIER_URL points a sandbox supplier at that carrier, with the configured timeout', async () => {
    const app = appWith({ carrierUrl: sbx.url, carrierTimeoutMs: 400 });
    const p = await channelProvider(app, { system: 'sandbox', ...ACCOUNT });
    await p.createShipment(order('CBL-APP-1'));
    expect(sbx.createCalls('CBL-APP-1')).toBe(1);
    await behave({ mode: 'timeout' });
    await expect(p.createShipment(order('CBL-APP-1'))).rejects.toThrow('SBX Express did not answer within 400 ms');
    await expect(channelProvider(app, { system: 'dhl', ...ACCOUNT })).rejects.toThrow('No channel provider for system "dhl"');
    await expect(channelProvider(app, { system: 'dhl', ...ACCOUNT, domain: 'https://api.dhl.example' })).rejects.toBeInstanceOf(CarrierError);
  });

  it('without CARRIER_URL the server starts its own sandbox carrier, which knows the demo account', async () => {
    const p = await channelProvider(appWith({ carrierUrl: undefined }), { system: 'sandbox', apiAccount: 'sbx-demo', key: 'sbx-demo-key', domain: '' });
    const created = await p.createShipment(order('CBL-APP-2'));
    const embedded = await embeddedCarrier();
    expect(embedded.url).not.toBe(sbx.url);
    expect(created.label).toEqual({ url: `${embedded.url}/shipments/${created.shipmentId}/label` });
    expect(embedded.createCalls('CBL-APP-2')).toBe(1);
    expect(sbx.createCalls('CBL-APP-2')).toBe(0);
  });
});
