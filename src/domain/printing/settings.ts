/**
 * A user's print settings (DD0204_11) as client and server read them: where the print agent is,
 * which printer, label size, format, default copies and mode. The defaults are what a user who
 * never saved any prints with: the browser (web printing), one copy of a 100 × 150 mm PDF.
 */
export type PrintMode = 'plugin' | 'web';
export type PrintFormat = 'pdf' | 'zpl';
export type LabelSize = '100x150' | '100x100';

export interface PrintSettings {
  mode: PrintMode;
  /** The print agent's address on the user's own machine. */
  agentUrl: string;
  /** Empty: the agent's default printer. */
  printer: string | null;
  labelSize: LabelSize;
  format: PrintFormat;
  copies: number;
}

/** The port the print agent listens on unless told otherwise (src/server/sandbox/print-agent.ts). */
export const PRINT_AGENT_PORT = 18092;

export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  mode: 'web',
  agentUrl: `http://127.0.0.1:${PRINT_AGENT_PORT}`,
  printer: null,
  labelSize: '100x150',
  format: 'pdf',
  copies: 1,
};
