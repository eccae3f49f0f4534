/** A fresh placed order of the demo customer on US-EXP, through the API (the order form has its own browser test). */
import { apiLogin } from './harness';

export async function placeDemoOrder(baseURL: string, customerOrderNo: string): Promise<{ id: number; orderNo: string }> {
  const options = await (await fetch(`${baseURL}/zj/0103/route/options`, { headers: { authToken: await apiLogin(baseURL, 'kf') } })).json();
  const routeId = (options.data.list as { value: number; label: string }[]).find((r) => r.label.startsWith('US-EXP'))!.value;
  const res = await fetch(`${baseURL}/dd/0101/save`, {
    method: 'POST', headers: { 'content-type': 'application/json', authToken: await apiLogin(baseURL, 'customer') },
    body: JSON.stringify({
      routeId, mailType: 'P', customerOrderNo, declaredValue: '50.00', declaredCurrency: 'USD',
      sender: { name: '王发货', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' },
      recipient: { name: 'John Smith', phone: '+1 213 555 0100', country: 'US', city: 'Los Angeles', postcode: '90001', address1: '100 Main St' },
      parcels: [{ weight: '2', length: '30', width: '20', height: '10', count: 1 }],
      items: [{ nameZh: '棉质T恤', nameEn: 'Cotton T-shirt', customsCode: '6109100021', origin: 'CN', unit: 'PCS', unitPrice: '8.50', unitWeight: '0.200', quantity: 5, qtyPerBox: 5 }],
    }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`order refused: ${body.msg}`);
  return body.data;
}
