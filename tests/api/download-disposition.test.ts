/**
 * XT0125_01 'view' asks for disposition=inline: a pdf, image or text file is then served inline
 * (the browser shows it); anything else, or a plain download, stays an attachment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(() => t?.close());

/** A finished file of the customer's in the download centre. */
async function finished(fileName: string, content: string): Promise<number> {
  const rel = `disposition-${Date.now()}-${fileName}`;
  fs.mkdirSync(t.config.filesDir, { recursive: true });
  fs.writeFileSync(path.join(t.config.filesDir, rel), content);
  const [{ seq }] = await t.db.query<{ seq: number }>(
    `insert into download (user_id, kind, file_name, end_flag, progress, file_path, file_size, finished_at)
     select id, 'test', $1, 1, 100, $2, $3, now() from app_user where loginid = 'customer' returning seq`,
    [fileName, rel, content.length],
  );
  return Number(seq);
}

const get = (seq: number, disposition?: string) =>
  t.app.inject({ method: 'GET', url: `/xt/0125/download?seq=${seq}${disposition ? `&disposition=${disposition}` : ''}`, headers: { authToken: customer } });

describe('xt/0125/download disposition', () => {
  it('serves pdf, images and text inline when asked, as attachments otherwise', async () => {
    for (const [name, type] of [['账单.pdf', 'application/pdf'], ['label.png', 'image/png'], ['notes.txt', 'text/plain']] as const) {
      const seq = await finished(name, '%PDF-1.4 test');
      const inline = await get(seq, 'inline');
      expect(inline.statusCode).toBe(200);
      expect(inline.headers['content-type']).toContain(type);
      expect(inline.headers['content-disposition']).toMatch(/^inline; filename="/);
      expect(inline.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(inline.headers['x-content-type-options']).toBe('nosniff');
      expect((await get(seq)).headers['content-disposition']).toMatch(/^attachment; /);
      expect((await get(seq, 'attachment')).headers['content-disposition']).toMatch(/^attachment; /);
    }
  });

  it('a spreadsheet, an archive or an unknown type stays a download even when inline is asked', async () => {
    for (const name of ['运单.xlsx', 'all.zip', 'page.html', 'image.svg']) {
      const res = await get(await finished(name, '<html><script>alert(1)</script></html>'), 'inline');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    }
  });

  it('refuses another disposition value', async () => {
    const res = await get(await finished('x.pdf', '%PDF'), 'evil');
    expect((res.json() as { code: number }).code).toBe(500);
  });
});
