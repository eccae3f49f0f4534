/**
 * The engine's print delivery (renderers/print/deliver.ts) against the real sandbox print agent over
 * HTTP: plugin printing sends the job (it lands in the agent's folder); a job the agent fails is a
 * print exception with its words (E11h) and nothing opens; the agent stopped is "not started" (E11g)
 * and the PDF opens in a browser window instead; a blocked window (E11q) is offered again from a
 * click; ZPL never goes to a browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPrintAgent, type PrintAgent } from '../../src/server/sandbox/print-agent';
import { deliverPrint, type PrintFeedback } from '../../renderers/print/deliver';
import { agentStatus } from '../../renderers/print/agent';

let agent: PrintAgent;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-deliver-'));
  agent = await startPrintAgent({ dir });
});
afterAll(async () => {
  await agent?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fetch(`${agent.url}/control/state`, { method: 'DELETE' });
});

const pdf = () => new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' });
const zpl = () => new Blob(['^XA^FDX^FS^XZ'], { type: 'application/zpl' });

function feedback() {
  const said: string[] = [];
  let reopen: (() => void) | undefined;
  const ui: PrintFeedback = {
    notStarted: () => void said.push('E11g'),
    failed: (reason) => void said.push(`E11h ${reason}`),
    webNeedsPdf: () => void said.push('pdf only'),
    sent: (printer) => void said.push(`sent ${printer}`),
    blocked: (open) => {
      said.push('E11q');
      reopen = open;
    },
  };
  return { ui, said, reopen: () => reopen?.() };
}

/** A window whose `open` answers as a browser would: a window, or null when a blocker stops it. */
const browser = (blocked: boolean[] = []) => {
  const open = vi.fn(() => (blocked.shift() ? null : ({} as Window)));
  return { win: { open } as unknown as Window, open };
};

describe('print delivery', () => {
  it('plugin printing: the agent is started (S17) and the job lands in its folder with its printer and copies', async () => {
    expect(await agentStatus(agent.url)).toMatchObject({ started: true, printers: expect.arrayContaining([expect.objectContaining({ name: 'Office-A4' })]) });
    const { ui, said } = feedback();
    const { win, open } = browser();
    expect(await deliverPrint({ blob: pdf(), name: '渠道标签_DD1.pdf' }, { mode: 'plugin', agentUrl: agent.url, printer: 'Office-A4', copies: 2 }, ui, win)).toBe(true);
    expect(said).toEqual(['sent Office-A4']);
    expect(open).not.toHaveBeenCalled();
    const [job] = agent.jobs();
    expect(job).toMatchObject({ printer: 'Office-A4', copies: 2, format: 'pdf', name: '渠道标签_DD1.pdf' });
    expect(fs.readFileSync(job.file, 'latin1')).toBe('%PDF-1.7\n%%EOF\n');
    // ZPL goes to the default thermal printer as ZPL.
    expect(await deliverPrint({ blob: zpl(), name: 'l.zpl' }, { mode: 'plugin', agentUrl: agent.url, copies: 1 }, ui, win)).toBe(true);
    expect(agent.jobs()[1]).toMatchObject({ printer: 'Thermal-203dpi', format: 'zpl' });
  });

  it('a job the agent fails is a print exception with its words (E11h); nothing opens instead', async () => {
    await fetch(`${agent.url}/control/behaviour`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'fail', message: 'Paper jam' }) });
    const { ui, said } = feedback();
    const { win, open } = browser();
    expect(await deliverPrint({ blob: pdf(), name: 'x.pdf' }, { mode: 'plugin', agentUrl: agent.url, copies: 1 }, ui, win)).toBe(false);
    expect(said).toEqual(['E11h Paper jam']);
    expect(open).not.toHaveBeenCalled();
    expect(agent.jobs()).toEqual([]);
  });

  it('the agent not started: E11g, and the PDF opens in a browser window; a blocked window is E11q, opened again from the click', async () => {
    const stopped = await startPrintAgent({ dir });
    const url = stopped.url;
    await stopped.close();
    expect(await agentStatus(url)).toEqual({ started: false, printers: [] });
    const { ui, said, reopen } = feedback();
    const { win, open } = browser([true]);
    expect(await deliverPrint({ blob: pdf(), name: 'x.pdf' }, { mode: 'plugin', agentUrl: url, copies: 1 }, ui, win)).toBe(true);
    expect(said).toEqual(['E11g', 'E11q']);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]).toEqual([expect.stringMatching(/^blob:/), '_blank']);
    reopen();
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('web printing opens the PDF without asking the agent; ZPL cannot be printed by a browser', async () => {
    const { ui, said } = feedback();
    const { win, open } = browser();
    expect(await deliverPrint({ blob: pdf(), name: 'x.pdf' }, { mode: 'web', agentUrl: agent.url, copies: 1 }, ui, win)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(agent.jobs()).toEqual([]);
    expect(await deliverPrint({ blob: zpl(), name: 'x.zpl' }, { mode: 'web', agentUrl: agent.url, copies: 1 }, ui, win)).toBe(false);
    expect(said).toEqual(['pdf only']);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
