/**
 * Where a document goes once fetched, by the user's print preferences (the app's print settings):
 * - plugin: the print agent is asked whether it is there (S17); started, the job goes to it (copies,
 *   printer), and a job it refuses or fails is "print exception" with its words (E11h); not started,
 *   the user is told (E11g) and it is printed through the browser instead;
 * - web (or the fallback): the PDF opens in a new window; a blocked window (E11q) is said, with a
 *   button that opens it (a click the blocker allows). ZPL is for printers only: the browser
 *   cannot print it, which is said.
 * Answers whether the document went to a printer or a window (or the one-click offer to open it).
 */
import { agentStatus, AgentUnreachable, jobFormatOf, PrintJobFailed, sendPrintJob } from './agent';
import { openInBrowser } from './webPrint';

export interface PrintPreferences {
  mode: 'plugin' | 'web';
  agentUrl: string;
  printer?: string | null;
  copies: number;
}

/** How the outcome is shown: the engine's message and modal, worded by the engine's texts. */
export interface PrintFeedback {
  /** E11g: the plugin is not started; the browser prints instead. */
  notStarted(): void;
  /** E11h: the agent refused or failed the job (its words), or the document cannot be printed so. */
  failed(reason: string): void;
  /** A printer's format (ZPL) cannot be printed through the browser. */
  webNeedsPdf(): void;
  /** Sent to the printer. */
  sent(printer: string): void;
  /** E11q: the browser blocked the window; `open` opens it from the user's click. */
  blocked(open: () => void): void;
}

export interface PrintFile { blob: Blob; name: string }

export async function deliverPrint(file: PrintFile, prefs: PrintPreferences, ui: PrintFeedback, win: Window = window): Promise<boolean> {
  const format = await jobFormatOf(file.blob);
  if (prefs.mode === 'plugin') {
    const status = await agentStatus(prefs.agentUrl);
    if (status.started) {
      try {
        const { printer } = await sendPrintJob(prefs.agentUrl, { blob: file.blob, format, printer: prefs.printer, copies: prefs.copies, name: file.name });
        ui.sent(printer);
        return true;
      } catch (err) {
        if (err instanceof PrintJobFailed) {
          ui.failed(err.message);
          return false;
        }
        if (!(err instanceof AgentUnreachable)) throw err;
        // Gone since it answered: as not started.
      }
    }
    ui.notStarted();
  }
  if (format !== 'pdf') {
    ui.webNeedsPdf();
    return false;
  }
  if (!openInBrowser(file.blob, win)) ui.blocked(() => openInBrowser(file.blob, win));
  return true;
}
