import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES, acceptAttribute, sizeText, uploadIssue } from './limits';

describe('upload limits', () => {
  it('writes sizes as people read them, a small file included', () => {
    expect([2 * 1024 * 1024, 1.5 * 1024 * 1024, 500 * 1024, 65, 0].map(sizeText)).toEqual(['2 MB', '1.5 MB', '500 KB', '65 B', '0 B']);
  });

  it('says what is wrong with a file before it is sent: its type by name, or its size', () => {
    expect(uploadIssue(UPLOAD_RULES.document, 'licence.PDF', 1000)).toBeUndefined();
    expect(uploadIssue(UPLOAD_RULES.document, 'licence.docx', 1000)).toEqual({ problem: 'type', accepted: 'PDF, JPG, PNG' });
    expect(uploadIssue(UPLOAD_RULES.avatar, 'me.png', 1000)).toEqual({ problem: 'type', accepted: 'JPG' });
    expect(uploadIssue(UPLOAD_RULES.document, 'licence.pdf', 2 * 1024 * 1024 + 1)).toEqual({ problem: 'size', maxKb: 2048 });
    expect(acceptAttribute(UPLOAD_RULES.document)).toBe('.pdf,.jpg,.jpeg,.png');
  });
});
