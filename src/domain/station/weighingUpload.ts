/**
 * A weighing upload (WL0118_01/02, S05a as the bill upload has it): uploading while its job weighs
 * the rows batch by batch, then completed (some rows may have been refused: the error file lists
 * them) or failed (the file could not be read: nothing was weighed).
 */
import { defineMachine } from '../states/machine';
import { stationDocumentNo } from './documentNo';

export const WEIGHING_UPLOAD_PREFIX = 'CZ';

/** CZ + the business day (yyMMdd) + a sequence, e.g. CZ2611280003. */
export const weighingBatchNoOf = (businessDay: string, seq: number | bigint | string): string => stationDocumentNo(WEIGHING_UPLOAD_PREFIX, businessDay, seq);

export const WEIGHING_UPLOAD_STATES = ['uploading', 'completed', 'failed'] as const;
export type WeighingUploadState = (typeof WEIGHING_UPLOAD_STATES)[number];

export const weighingUploadFlow = defineMachine('billUploadStatus', WEIGHING_UPLOAD_STATES, {
  complete: { from: ['uploading'], to: 'completed' },
  fail: { from: ['uploading'], to: 'failed' },
});
