/**
 * The client of a local print agent (the project's protocol: src/server/sandbox/print-agent.ts):
 * a small HTTP service on the user's own machine that prints what a page sends it. `agentStatus`
 * is the print plugin's state (S17: started when it answers), `sendPrintJob` hands it a document.
 * The page calls it across origins, so the agent answers CORS; a refusal of the browser (another
 * origin, nothing listening) reads as "not started".
 */

export interface AgentPrinter { name: string; default?: boolean; formats: string[]; dpi?: number }
export interface AgentStatus { started: boolean; agent?: string; version?: string; printers: AgentPrinter[] }
export type JobFormat = 'pdf' | 'zpl';
export interface PrintJob { blob: Blob; format: JobFormat; printer?: string | null; copies: number; name: string }

/** How long the page waits for the agent to say it is there: it runs on this machine, or not at all. */
export const DETECT_TIMEOUT_MS = 1500;
/** A job of many labels takes the agent a moment to write. */
const JOB_TIMEOUT_MS = 30_000;

/** Nothing answered the job (the agent stopped since it was detected). */
export class AgentUnreachable extends Error {}
/** The agent answered and refused or failed the job: its own words. */
export class PrintJobFailed extends Error {}

const base = (agentUrl: string) => agentUrl.replace(/\/+$/, '');

/** A blob as base64, in slices (a label batch is megabytes; one String.fromCharCode call of it would overflow the stack). */
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function agentStatus(agentUrl: string, timeoutMs = DETECT_TIMEOUT_MS): Promise<AgentStatus> {
  try {
    const res = await fetch(`${base(agentUrl)}/status`, { credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return { started: false, printers: [] };
    const body = (await res.json()) as { ok?: boolean; agent?: string; version?: string; printers?: AgentPrinter[] };
    return body.ok === true ? { started: true, agent: body.agent, version: body.version, printers: body.printers ?? [] } : { started: false, printers: [] };
  } catch {
    return { started: false, printers: [] };
  }
}

export async function sendPrintJob(agentUrl: string, job: PrintJob): Promise<{ jobId: string; printer: string }> {
  const content = await base64Of(job.blob);
  let res: Response;
  try {
    res = await fetch(`${base(agentUrl)}/jobs`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content, format: job.format, printer: job.printer || undefined, copies: job.copies, name: job.name }),
      signal: AbortSignal.timeout(JOB_TIMEOUT_MS),
    });
  } catch (err) {
    throw new AgentUnreachable((err as Error).message);
  }
  const body = (await res.json().catch(() => ({}))) as { ok?: boolean; error?: string; jobId?: string; printer?: string };
  if (!res.ok || body.ok !== true) throw new PrintJobFailed(body.error || `HTTP ${res.status}`);
  return { jobId: String(body.jobId), printer: String(body.printer ?? job.printer ?? '') };
}

/** What a file is to a printer: ZPL by its type or its first command, else PDF. */
export async function jobFormatOf(blob: Blob): Promise<JobFormat> {
  if (/zpl/i.test(blob.type)) return 'zpl';
  if (/pdf/i.test(blob.type)) return 'pdf';
  const head = await blob.slice(0, 4096).text();
  return head.includes('^XA') && !head.startsWith('%PDF-') ? 'zpl' : 'pdf';
}
