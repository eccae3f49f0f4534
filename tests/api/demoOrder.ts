/** A fresh placed order of the demo customer on US-EXP (its route bound to the sandbox carrier's products). */
import { call, ok, type TestApp } from './harness';

export async function placeDemoOrder(t: TestApp, token: string, ref: string, boxes = 1): Promise<{ id: number; orderNo: string }> {
  const [{ id: routeId }] = await t.db.query<{ id: number }>(`select id from route where code = 'US-EXP'`);
  const r = await call(t.app, 'POST', 'dd/0101/save', { token, body: {
    routeId, mailType: 'P', customerOrderNo: ref, declaredValue: '50.00', declaredCurrency: 'USD',
    sender: { name: '王发货', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' },
    recipient: { name: 'John Smith', phone: '+1 213 555 0100', country: 'US', city: 'Los Angeles', postcode: '90001', address1: '100 Main St' },
    parcels: [{ weight: '2', length: '30', width: '20', height: '10', count: boxes }],
    items: [{ nameZh: '棉质T恤', nameEn: 'Cotton T-shirt', customsCode: '6109100021', origin: 'CN', unit: 'PCS', unitPrice: '8.50', unitWeight: '0.200', quantity: 5, qtyPerBox: 5 }],
  } });
  return ok(r).data;
}
