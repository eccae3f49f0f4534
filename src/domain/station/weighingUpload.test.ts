import { describe, expect, it } from 'vitest';
import { weighingBatchNoOf, weighingUploadFlow } from './weighingUpload';
import { manifestNoOf } from './manifest';

describe('weighing upload (S05a)', () => {
  it('numbers a batch by its business day and sequence, as manifests are', () => {
    expect(weighingBatchNoOf('2026-11-28', 3)).toBe('CZ2611280003');
    expect(weighingBatchNoOf('2026-01-05', 123456)).toBe('CZ260105123456');
    expect(manifestNoOf('2026-11-28', 7)).toBe('ZC2611280007');
    expect(() => weighingBatchNoOf('28/11/2026', 1)).toThrow();
  });

  it('ends once: completed or failed, never back to uploading', () => {
    expect(weighingUploadFlow.next('uploading', 'complete')).toEqual({ ok: true, to: 'completed' });
    expect(weighingUploadFlow.next('uploading', 'fail')).toEqual({ ok: true, to: 'failed' });
    expect(weighingUploadFlow.next('completed', 'fail').ok).toBe(false);
    expect(weighingUploadFlow.next('failed', 'complete').ok).toBe(false);
  });
});
