/**
 * `npm run bench:printing`: the figures of shipping labels (issue 15), printed, never failing on time.
 *
 * The label engine, each case in a fresh process (so a cold start is cold and the memory is the
 * printing's own; medians of BENCH_PRINT_COLD runs, default 5):
 * - the first label after a cold start: the font read and parsed, composed, drawn, saved (target
 *   ≤ 500 ms), and the same counted from the process start (module loading included);
 * - one label warm: p50 / p99 of 50 (target ≤ 50 ms);
 * - 100 labels in one PDF: p50 of 10, and the process's peak RSS (targets ≤ 1 s, ≤ 200 MB);
 * - ZPL: one label and 100 labels at 203 and 300 dpi, and their sizes.
 * Then through the API on the embedded server (PGlite): dd/0204/pdf for 1 and for 100 orders of
 * 1 package each (PDF and ZPL), p50 over HTTP, and the server's peak RSS while printing.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { api, ms, ok, pct, runOnBenchDatabases, timed, type Target } from './benchServer';
import { DEFAULT_SHIPPING_LAYOUTS } from '../../src/domain/labels/shippingLabel';

const COLD_RUNS = Number(process.env.BENCH_PRINT_COLD ?? 5);

/** What a label page carries: long enough Chinese and English to fit, wrap and subset. */
const VALUES = (i: number) => ({
  trackingNo: `SB${String(100000000 + i).slice(-9)}CN`, orderNo: `CBL2026112200${String(i).padStart(3, '0')}`, packageNo: '', piece: `${(i % 3) + 1}/3`,
  weight: '1.250 kg', mailType: 'P 包裹 Parcel', orderDate: '2026-11-22', channelCode: 'INT0001', routeName: '德国专线 Germany Express', destination: 'DE',
  references: `PO-${88000 + i} / REF-1`, qr: undefined,
  'sender.name': '深圳市测试物流有限公司 李四', 'sender.address': '广东省深圳市宝安区福永街道凤凰路 88 号 3 栋 501', 'sender.place': '深圳 518103 CN', 'sender.phone': '+86 138 0013 8000',
  'recipient.name': `Max Mustermann 马克斯 ${i}`, 'recipient.company': 'Muster GmbH', 'recipient.address': 'Invalidenstraße 117, Hinterhaus, 3. OG',
  'recipient.place': '10115 Berlin', 'recipient.country': 'DE 德国 Germany', 'recipient.phone': '+49 30 1234567',
});

/** Wall and CPU milliseconds of `fn` (the machine is shared: CPU time says what the work cost when the wall clock waited for others). */
async function clocked(fn: () => unknown): Promise<[wall: number, cpu: number]> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  const c = process.cpuUsage(c0);
  return [performance.now() - t0, (c.user + c.system) / 1000];
}

/** One engine case in this process: answers its figures as JSON on stdout. */
async function engineCase(kind: string) {
  const started = performance.now();
  const { composeLabel } = await import('../../src/server/platform/labels/compose');
  const { renderLabelsPdf } = await import('../../src/server/platform/labels/pdf');
  const { renderLabelsZpl } = await import('../../src/server/platform/labels/zpl');
  const { DEFAULT_SHIPPING_LAYOUTS } = await import('../../src/domain/labels/shippingLabel');
  const layout = DEFAULT_SHIPPING_LAYOUTS['100x150'];
  const info = { title: 'bench', creator: 'bench', date: new Date('2026-11-22T00:00:00Z') };
  const pdf = (n: number, from = 0) => renderLabelsPdf(Array.from({ length: n }, (_, i) => ({ composition: composeLabel(layout, VALUES(from + i)) })), info);
  const zpl = (n: number, dpi: 203 | 300, from = 0) => renderLabelsZpl(Array.from({ length: n }, (_, i) => composeLabel(layout, VALUES(from + i))), dpi);
  const loaded = performance.now();
  const out: Record<string, number> = {};
  const series = async (runs: number, fn: (i: number) => unknown) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const [w, c] = await clocked(() => fn(i));
      wall.push(w);
      cpu.push(c);
    }
    return { p50: pct(wall, 50), p99: pct(wall, 99), max: Math.max(...wall), cpu: pct(cpu, 50) };
  };
  if (kind === 'cold') {
    const [wall, cpu] = await clocked(() => pdf(1));
    out.first = wall;
    out.firstCpu = cpu;
    out.fromStart = performance.now() - started;
    out.rssMb = process.resourceUsage().maxRSS / 1024;
  } else if (kind === 'one') {
    await series(20, (i) => pdf(1, i));
    Object.assign(out, await series(50, (i) => pdf(1, 100 + i)));
  } else if (kind === 'hundred') {
    const before = process.memoryUsage().rss / 1048576;
    await pdf(100);
    let bytes = 0;
    Object.assign(out, await series(10, async (r) => { bytes = (await pdf(100, r * 100)).length; }));
    out.bytes = bytes;
    out.rssBefore = before;
    out.rssMb = process.resourceUsage().maxRSS / 1024;
  } else if (kind === 'zpl') {
    for (const dpi of [203, 300] as const) {
      zpl(10, dpi);
      const one = await series(30, (i) => zpl(1, dpi, i));
      let bytes = 0;
      const hundred = await series(5, (r) => { bytes = Buffer.byteLength(zpl(100, dpi, r * 100)); });
      out[`one${dpi}`] = one.p50;
      out[`oneCpu${dpi}`] = one.cpu;
      out[`hundred${dpi}`] = hundred.p50;
      out[`hundredCpu${dpi}`] = hundred.cpu;
      out[`bytes${dpi}`] = bytes;
    }
    out.rssMb = process.resourceUsage().maxRSS / 1024;
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function inChild(kind: string): Record<string, number> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--engine', kind], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`engine case ${kind} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!);
}

const median = (xs: number[]) => pct(xs, 50);

function engine(): string[] {
  const lines: string[] = [];
  const say = (s: string) => { console.log(`  engine: ${s}`); lines.push(`engine: ${s}`); };
  const colds = Array.from({ length: COLD_RUNS }, () => inChild('cold'));
  say(`first label after a cold start (font read and parsed): p50 ${ms(median(colds.map((c) => c.first)))}, CPU ${ms(median(colds.map((c) => c.firstCpu)))} (runs: ${colds.map((c) => c.first.toFixed(0)).join(', ')} ms); from the process start, modules included: ${ms(median(colds.map((c) => c.fromStart)))}; peak RSS ${median(colds.map((c) => c.rssMb)).toFixed(0)} MB`);
  const one = inChild('one');
  say(`one label, warm: p50 ${ms(one.p50)} (CPU ${ms(one.cpu)}), p99 ${ms(one.p99)}`);
  const hundred = inChild('hundred');
  say(`100 labels in one PDF: p50 ${ms(hundred.p50)} (CPU ${ms(hundred.cpu)}, max ${ms(hundred.max)}), ${(hundred.bytes / 1024).toFixed(0)} KB; process peak RSS ${hundred.rssMb.toFixed(0)} MB (${hundred.rssBefore.toFixed(0)} MB with the modules loaded, before printing)`);
  const z = inChild('zpl');
  for (const dpi of [203, 300]) {
    say(`ZPL ${dpi} dpi: one label ${ms(z[`one${dpi}`])} (CPU ${ms(z[`oneCpu${dpi}`])}), 100 labels ${ms(z[`hundred${dpi}`])} (CPU ${ms(z[`hundredCpu${dpi}`])}), ${(z[`bytes${dpi}`] / 1024).toFixed(0)} KB`);
  }
  say(`ZPL process peak RSS ${z.rssMb.toFixed(0)} MB`);
  return lines;
}

const ORDER = (routeId: number, ref: string) => ({
  routeId, mailType: 'P', customerOrderNo: ref, declaredValue: '50.00', declaredCurrency: 'USD',
  sender: { name: '王发货', company: '上海示例贸易有限公司', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' },
  recipient: { name: 'John Smith', phone: '+1 213 555 0100', country: 'US', city: 'Los Angeles', postcode: '90001', address1: '100 Main St' },
  parcels: [{ weight: '2', length: '30', width: '20', height: '10', count: 1 }],
  items: [{ nameZh: '棉质T恤', nameEn: 'Cotton T-shirt', customsCode: '6109100021', origin: 'CN', unit: 'PCS', unitPrice: '8.50', unitWeight: '0.200', quantity: 5, qtyPerBox: 5 }],
});

/** Resident memory of the server process (Linux), MB: the peak since the last reset (VmHWM). */
const peakMb = (pid?: number) => Math.round(Number(/VmHWM:\s+(\d+)/.exec(pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '')?.[1] ?? 0) / 1024);
const rssNowMb = (pid?: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '')?.[1] ?? 0) / 1024);
/** The server's CPU time so far, ms (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
const cpuMs = (pid?: number) => {
  if (!pid) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const resetPeak = (pid?: number) => { try { if (pid) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); } catch { /* not Linux */ } };

async function throughApi(label: 'PGlite' | 'PostgreSQL', target: Target): Promise<string[]> {
  const base = target.server.url;
  const lines: string[] = [];
  const say = (s: string) => { console.log(`  ${label}: ${s}`); lines.push(`${label}: ${s}`); };
  const admin = ok(await api<{ token: string }>(base, 'POST', 'mn/0101/login', undefined, { loginid: 'admin', password: 'Demo@2026' }), 'admin login').token;
  const customer = ok(await api<{ token: string }>(base, 'POST', 'mn/0101/login', undefined, { loginid: 'customer', password: 'Demo@2026' }), 'login').token;
  const routeId = ok(await api<{ list: { value: number; label: string }[] }>(base, 'GET', 'zj/0103/route/options', admin), 'routes').list.find((r) => r.label.startsWith('US-EXP'))!.value;
  const run = randomBytes(3).toString('hex');
  ok(await api(base, 'POST', 'dd/0101/save', customer, ORDER(routeId, `PR-${run}-first`)), 'first order');
  const me = ok(await api<{ list: { customerId: number }[] }>(base, 'GET', 'dd/0205/list?current=1&pageSize=1', customer), 'list').list[0];
  ok(await api(base, 'POST', 'zj/0101/save', admin, { id: me.customerId, creditLimit: '9000000000' }), 'credit limit');
  const ids: number[] = [];
  for (let i = 0; i < 100; i++) ids.push(ok(await api<{ id: number }>(base, 'POST', 'dd/0101/save', customer, ORDER(routeId, `PR-${run}-${i}`)), 'order').id);

  const file = async (query: string, type: string) => {
    const res = await fetch(`${base}/dd/0204/pdf?${query}`, { headers: { authToken: customer } });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.headers.get('content-type')?.startsWith(type)) throw new Error(`dd/0204/pdf answered ${res.headers.get('content-type')}: ${body.toString().slice(0, 300)}`);
    return body.length;
  };
  const all = ids.map((id) => `ids=${id}`).join('&');
  const pid = target.server.child.pid;
  // The server's first label: its font is read and parsed now.
  let t0 = performance.now();
  await file(`ids=${ids[0]}`, 'application/pdf');
  say(`dd/0204/pdf, the server's first label (font loaded): ${ms(performance.now() - t0)}`);
  const before = rssNowMb(pid);
  resetPeak(pid);
  // The server's CPU per request, averaged over the series (the wall clock waits for other work on a shared machine).
  const series = async (runs: number, fn: (i: number) => Promise<unknown>) => {
    const c0 = cpuMs(pid);
    const r = await timed(runs, async (i) => { await fn(i); });
    return { ...r, cpu: (cpuMs(pid) - c0) / runs };
  };
  const one = await series(20, (i) => file(`ids=${ids[i % 100]}`, 'application/pdf'));
  say(`dd/0204/pdf, 1 order: p50 ${ms(one.p50)}, p99 ${ms(one.p99)}; server CPU ${ms(one.cpu)} a request`);
  let bytes = 0;
  const hundred = await series(5, async () => { bytes = await file(all, 'application/pdf'); });
  say(`dd/0204/pdf, 100 orders in one PDF: p50 ${ms(hundred.p50)} (max ${ms(hundred.max)}), ${(bytes / 1024).toFixed(0)} KB; server CPU ${ms(hundred.cpu)} a request`);
  for (const dpi of [203, 300]) {
    const z = await series(5, async () => { bytes = await file(`${all}&format=zpl&dpi=${dpi}`, 'text/plain'); });
    say(`dd/0204/pdf, 100 orders as ZPL ${dpi} dpi: p50 ${ms(z.p50)}, ${(bytes / 1024).toFixed(0)} KB; server CPU ${ms(z.cpu)} a request`);
  }
  // ZJ0504_02's live preview: the default layout composed with the sample parcel, answered as drawing data.
  const elements = DEFAULT_SHIPPING_LAYOUTS['100x150'].elements;
  const preview = await series(20, () => api(base, 'POST', 'zj/0504/preview', admin, { labelSize: '100x150', elements }).then((r) => ok(r, 'preview')));
  say(`zj/0504/preview (template editor, 100×150 default): p50 ${ms(preview.p50)}, p99 ${ms(preview.p99)}; server CPU ${ms(preview.cpu)} a request`);
  say(`server RSS ${before} MB before printing (database included), peak ${peakMb(pid)} MB while printing`);
  return lines;
}

if (process.argv[2] === '--engine') {
  await engineCase(process.argv[3]);
} else {
  console.log('Label engine (fresh processes):');
  const lines = engine();
  await runOnBenchDatabases('printing', async (label, target) => [...lines.splice(0), ...(await throughApi(label, target))]);
}
