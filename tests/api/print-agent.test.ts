/**
 * The sandbox print agent over real HTTP (src/server/sandbox/print-agent.ts): a job lands in its
 * folder with what it was sent (printer, copies, format); told to fail, it answers the failure and
 * writes nothing; it speaks CORS as a local agent must (this machine's pages allowed, others refused
 * without CORS headers, the preflight answered with Private Network Access); control is not a page's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPrintAgent, type PrintAgent } from '../../src/server/sandbox/print-agent';

let agent: PrintAgent;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-print-agent-'));
  agent = await startPrintAgent({ dir, origins: ['https://app.example.com'] });
});
afterAll(async () => {
  await agent?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fetch(`${agent.url}/control/state`, { method: 'DELETE' });
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ZPL = Buffer.from('^XA^FO50,50^BCN,100,Y,N,N^FDSBX123^FS^XZ');
const job = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${agent.url}/jobs`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const filesIn = () => fs.readdirSync(dir).sort();

describe('print agent sandbox', () => {
  it('answers its status and printers (S17: started)', async () => {
    const status = await (await fetch(`${agent.url}/status`)).json();
    expect(status).toMatchObject({ ok: true, agent: expect.stringContaining('print agent'), printers: expect.arrayContaining([expect.objectContaining({ name: 'Thermal-203dpi', default: true })]) });
    expect((await (await fetch(`${agent.url}/printers`)).json()).printers.map((p: { name: string }) => p.name)).toEqual(['Thermal-203dpi', 'Thermal-300dpi', 'Office-A4']);
  });

  it('writes each job it takes to its folder, with what it was sent', async () => {
    const before = filesIn().length;
    const res = await job({ content: PDF.toString('base64'), format: 'pdf', printer: 'Office-A4', copies: 3, name: 'DD2611280001.pdf' });
    expect(res.status).toBe(201);
    const taken = await res.json();
    expect(taken).toMatchObject({ ok: true, printer: 'Office-A4', copies: 3, format: 'pdf', bytes: PDF.length });
    expect(filesIn()).toHaveLength(before + 2);
    expect(fs.readFileSync(path.join(dir, `${taken.jobId}.pdf`)).equals(PDF)).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dir, `${taken.jobId}.json`), 'utf8'))).toMatchObject({ printer: 'Office-A4', copies: 3, format: 'pdf', name: 'DD2611280001.pdf' });
    // ZPL to the default printer.
    const zpl = await (await job({ content: ZPL.toString('base64'), format: 'zpl' })).json();
    expect(zpl).toMatchObject({ printer: 'Thermal-203dpi', copies: 1, format: 'zpl' });
    expect(fs.readFileSync(path.join(dir, `${zpl.jobId}.zpl`), 'latin1')).toContain('^FDSBX123^FS');
    expect((await (await fetch(`${agent.url}/jobs`)).json()).jobs.map((j: { jobId: string }) => j.jobId)).toEqual([taken.jobId, zpl.jobId]);
  });

  it('refuses what it cannot print, saying why, and writes nothing', async () => {
    const before = filesIn();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ content: PDF.toString('base64'), format: 'pdf', printer: 'Nope' }, 404, /no printer named "Nope"/],
      [{ content: ZPL.toString('base64'), format: 'zpl', printer: 'Office-A4' }, 422, /does not print ZPL/],
      [{ content: ZPL.toString('base64'), format: 'pdf' }, 422, /not PDF/],
      [{ content: PDF.toString('base64'), format: 'pdf', copies: 26 }, 400, /copies must be a whole number from 1 to 25/],
      [{ content: '!!', format: 'pdf' }, 400, /base64/],
      [{ content: PDF.toString('base64'), format: 'png' }, 400, /format/],
    ];
    for (const [body, status, error] of cases) {
      const res = await job(body);
      expect(res.status).toBe(status);
      expect((await res.json()).error).toMatch(error);
    }
    expect(filesIn()).toEqual(before);
  });

  it('told to fail, answers the failure for the jobs it was told (and writes none), then prints again', async () => {
    const before = filesIn();
    await fetch(`${agent.url}/control/behaviour`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'fail', status: 503, message: 'Paper jam', times: 2 }) });
    for (let i = 0; i < 2; i++) {
      const res = await job({ content: PDF.toString('base64'), format: 'pdf' });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ ok: false, error: 'Paper jam' });
    }
    expect(filesIn()).toEqual(before);
    expect((await job({ content: PDF.toString('base64'), format: 'pdf' })).status).toBe(201);
    // Until told otherwise, with the default failure.
    await fetch(`${agent.url}/control/behaviour`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'fail' }) });
    expect(await (await job({ content: PDF.toString('base64'), format: 'pdf' })).json()).toEqual({ ok: false, error: 'Printer out of paper' });
    expect((await job({ content: PDF.toString('base64'), format: 'pdf' })).status).toBe(500);
  });

  it('answers pages of this machine and of the origins it was given, with CORS and Private Network Access; refuses other pages and any page\'s control call', async () => {
    const preflight = await fetch(`${agent.url}/jobs`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:18080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type', 'access-control-request-private-network': 'true' },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries(['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-allow-private-network'].map((h) => [h, preflight.headers.get(h)])))
      .toEqual({ 'access-control-allow-origin': 'http://localhost:18080', 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-allow-private-network': 'true' });
    const fromApp = await job({ content: PDF.toString('base64'), format: 'pdf' }, { origin: 'https://app.example.com' });
    expect(fromApp.status).toBe(201);
    expect(fromApp.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect((await fromApp.json()).jobId).toBeTruthy();
    expect(agent.jobs().at(-1)).toMatchObject({ origin: 'https://app.example.com' });

    const before = filesIn();
    const stranger = await job({ content: PDF.toString('base64'), format: 'pdf' }, { origin: 'https://evil.example.net' });
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const strangerPreflight = await fetch(`${agent.url}/jobs`, { method: 'OPTIONS', headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' } });
    expect(strangerPreflight.headers.get('access-control-allow-origin')).toBeNull();
    const steer = await fetch(`${agent.url}/control/behaviour`, { method: 'POST', headers: { origin: 'http://localhost:18080', 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'fail' }) });
    expect(steer.status).toBe(403);
    expect(filesIn()).toEqual(before);
    expect((await job({ content: PDF.toString('base64'), format: 'pdf' })).status).toBe(201);
  });
});
