import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { htmlToText, safeUrl, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Title</h2><p>Hello <strong>bold</strong> <em>it</em><br>line</p><ul><li>a</li><li>b</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames and their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<SCRIPT src="x.js"></SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<style>body{display:none}</style>x')).toBe('x');
    expect(sanitizeHtml('<iframe src="https://evil"></iframe>y')).toBe('y');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>z')).toBe('z');
    expect(sanitizeHtml('a<script>never closed')).toBe('a');
    expect(sanitizeHtml('<scr<script>x</script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('drops event handlers and dangerous urls', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" title="t">x</p>')).toBe('<p title="t">x</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#x6A;avascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="vbscript:msgbox">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/DD0101_01">x</a>')).toBe('<a href="/DD0101_01">x</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
  });

  it('keeps only plain CSS', () => {
    expect(sanitizeHtml('<span style="color: red; position: fixed">x</span>')).toBe('<span style="color: red">x</span>');
    expect(sanitizeHtml('<span style="background-image: url(javascript:alert(1))">x</span>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<span style="width: expression(alert(1))">x</span>')).toBe('<span>x</span>');
  });

  it('drops unknown tags but keeps their text; escapes stray brackets', () => {
    expect(sanitizeHtml('<form action="/x"><input name="a">text</form>')).toBe('text');
    expect(sanitizeHtml('1 < 2 > 0 & done')).toBe('1 &lt; 2 &gt; 0 &amp; done');
    expect(sanitizeHtml('<p>a &amp; b &lt;tag&gt;</p>')).toBe('<p>a &amp; b &lt;tag&gt;</p>');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p title="a&gt;b">x</p>');
  });

  it('is not fooled by names of Object.prototype', () => {
    expect(sanitizeHtml('<constructor>a</constructor><valueOf x=1>b<toString>c')).toBe('abc');
    expect(sanitizeHtml('<__proto__>x')).toBe('&lt;__proto__&gt;x');
    expect(sanitizeHtml('&constructor; &toString;')).toBe('&constructor; &toString;');
  });

  it('balances tags', () => {
    expect(sanitizeHtml('<p><strong>x</p>')).toBe('<p><strong>x</strong></p>');
    expect(sanitizeHtml('</div>x<b>y')).toBe('x<b>y</b>');
  });

  it('keeps base64 raster images only', () => {
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'image')).toBeNull();
  });

  it('is idempotent and never lets a script tag or handler through (property)', () => {
    const piece = fc.constantFrom(
      '<script>', '</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:x">', '</a>', '<p>', '</p>', '<',
      '>', '"', "'", 'on', 'click=', '<b', ' ', 'text', '&#', '106;', 'javascript:', '<svg>', '<!--', '-->', '<style>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const out = sanitizeHtml(parts.join(''));
        expect(out).not.toMatch(/<script|<svg|<style/i);
        for (const tag of out.match(/<[a-z][^>]*>/gi) ?? []) expect(tag).not.toMatch(/\son\w*=|javascript:/i);
        expect(sanitizeHtml(out)).toBe(out);
      }),
      { numRuns: 500 },
    );
  });

  it('stays fast on pathological input (no catastrophic backtracking)', () => {
    const inputs = ['<a' + ' b'.repeat(4000), '<a' + ' b="'.repeat(2000), '<'.repeat(8000), '<p>'.repeat(2600), '<a' + ' '.repeat(8000) + 'x', '<script>'.repeat(1000)];
    for (const input of inputs) {
      const t0 = performance.now();
      sanitizeHtml(input);
      expect(performance.now() - t0).toBeLessThan(1000);
    }
  });

  it('turns rich text into plain text', () => {
    expect(htmlToText('<p>a</p><p>b<br>c</p><script>x</script>')).toBe('a\nb\nc');
  });
});
