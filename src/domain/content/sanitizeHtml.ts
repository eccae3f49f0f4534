/**
 * A small, dependency-free HTML sanitiser for rich text (announcements, MN0401_02), used on
 * save by the server and before rendering by the client.
 *
 * It does not try to repair HTML; it rebuilds it. The output holds only:
 * - tags from a small allow-list, written by this function with allowed attributes only;
 * - text, with `<` and `>` escaped and stray `&` made `&amp;`.
 * Everything else is dropped: comments, doctype, scripts, styles, frames, objects, forms,
 * SVG/MathML (with their content), event handlers (`on*`), `javascript:` / `vbscript:` /
 * `data:` URLs (images may keep `data:image/png|jpeg|gif|webp;base64`), and any CSS beyond a
 * few plain properties. Unclosed tags are closed at the end; stray closing tags are dropped.
 */

const VOID = new Set(['br', 'hr', 'img']);

/** tag -> allowed attributes (besides the global ones) */
const TAGS: Record<string, string[]> = {
  p: [], br: [], hr: [], div: [], span: [],
  b: [], strong: [], i: [], em: [], u: [], s: [], del: [], sub: [], sup: [], mark: [], small: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  ul: [], ol: ['start'], li: [],
  blockquote: [], pre: [], code: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  table: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], caption: [],
};
const GLOBAL_ATTRS = ['title', 'style', 'class', 'align'];

/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'template',
  'textarea', 'select', 'option', 'svg', 'math', 'xmp', 'plaintext', 'title', 'head', 'audio', 'video', 'canvas', 'button',
];

const STYLE_PROPS = new Set([
  'color', 'background-color', 'text-align', 'font-weight', 'font-style', 'font-size', 'text-decoration',
  'line-height', 'margin-left', 'padding-left', 'text-indent',
]);

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  lpar: '(', rpar: ')', sol: '/', bsol: '\\', period: '.', comma: ',', semi: ';', equals: '=',
};

/** Decodes character references (enough to see through an obfuscated URL scheme). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const name = ref.toLowerCase();
    return Object.hasOwn(NAMED, name) ? NAMED[name] : m;
  });
}

const escapeText = (s: string) => s.replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A URL is kept when it is relative or uses http(s), mailto or tel (images: http(s), relative, base64 raster data). */
export function safeUrl(raw: string, kind: 'link' | 'image' = 'link'): string | null {
  // Browsers ignore control characters and whitespace inside a scheme: so must we.
  // eslint-disable-next-line no-control-regex
  const decoded = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]+/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
  if (!scheme) return raw.trim(); // relative, or protocol-relative (http/https)
  if (kind === 'image' && scheme === 'data') {
    return /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(decoded) ? decoded : null;
  }
  const allowed = kind === 'image' ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel'];
  return allowed.includes(scheme) ? raw.trim() : null;
}

function safeStyle(raw: string): string | null {
  const decoded = decodeEntities(raw);
  if (/[\\<>]|expression|url\s*\(|javascript|@import|behavior|-moz-binding/i.test(decoded)) return null;
  const kept: string[] = [];
  for (const decl of decoded.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    if (STYLE_PROPS.has(prop) && /^[#\w\s.,%()-]{1,60}$/.test(value)) kept.push(`${prop}: ${value}`);
  }
  return kept.length ? kept.join('; ') : null;
}

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttrs(tag: string, raw: string): string {
  const allowed = TAGS[tag];
  const out: string[] = [];
  const seen = new Set<string>();
  let hasBlankTarget = false;
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    if (name.startsWith('on') || !(allowed.includes(name) || GLOBAL_ATTRS.includes(name))) continue;
    let value = m[2] ?? m[3] ?? m[4] ?? '';
    if (name === 'href') {
      const url = safeUrl(value, 'link');
      if (url === null) continue;
      value = url;
    } else if (name === 'src') {
      const url = safeUrl(value, 'image');
      if (url === null) continue;
      value = url;
    } else if (name === 'style') {
      const style = safeStyle(value);
      if (style === null) continue;
      value = style;
    } else if (name === 'target') {
      if (!['_blank', '_self'].includes(value)) continue;
      hasBlankTarget = value === '_blank';
    } else if (name === 'rel') {
      continue; // set below
    } else if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(name)) {
      if (!/^\d{1,4}%?$/.test(value.trim())) continue;
    } else if (name === 'align') {
      if (!['left', 'right', 'center', 'justify'].includes(value.trim().toLowerCase())) continue;
    } else if (name === 'class') {
      value = value.split(/\s+/).filter((c) => /^[\w-]{1,40}$/.test(c)).join(' ');
      if (!value) continue;
    }
    out.push(`${name}="${escapeAttr(decodeEntities(value))}"`);
  }
  if (tag === 'a' && hasBlankTarget) out.push('rel="noopener noreferrer"');
  return out.length ? ` ${out.join(' ')}` : '';
}

const TOKEN_RE =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|[^<]+|</g;

export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return '';
  let html = String(input)
    // eslint-disable-next-line no-control-regex
    .replace(/\u0000/g, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/gi, '')
    .replace(/<![^>]*>?/g, '')
    .replace(/<\?[^>]*>?/g, '');
  // Dropped elements lose their content too (nested or unclosed: up to the end).
  for (const tag of DROP_WITH_CONTENT) {
    const re = new RegExp(`<${tag}\\b[\\s\\S]*?(?:<\\/${tag}\\s*>|$)`, 'gi');
    let prev: string;
    do {
      prev = html;
      html = html.replace(re, '');
    } while (html !== prev);
    html = html.replace(new RegExp(`<\\/${tag}\\s*>`, 'gi'), '');
  }

  const out: string[] = [];
  const stack: string[] = [];
  for (const m of html.matchAll(TOKEN_RE)) {
    const [token, closing, rawName, attrs] = m;
    if (!rawName) {
      out.push(escapeText(token));
      continue;
    }
    const tag = rawName.toLowerCase();
    if (!Object.hasOwn(TAGS, tag)) continue; // unknown tag (or 'constructor' ...): dropped, its text stays
    if (closing) {
      const at = stack.lastIndexOf(tag);
      if (at < 0) continue;
      while (stack.length > at) out.push(`</${stack.pop()}>`);
      continue;
    }
    if (VOID.has(tag)) {
      if (tag === 'img' && !/\ssrc\s*=/i.test(attrs)) continue;
      const a = cleanAttrs(tag, attrs ?? '');
      if (tag === 'img' && !a.includes(' src=')) continue;
      out.push(`<${tag}${a}>`);
      continue;
    }
    out.push(`<${tag}${cleanAttrs(tag, attrs ?? '')}>`);
    stack.push(tag);
  }
  while (stack.length) out.push(`</${stack.pop()}>`);
  return out.join('');
}

/** The text of rich content (summaries, search, length checks of what a reader sees). */
export function htmlToText(html: string): string {
  return decodeEntities(sanitizeHtml(html).replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, '\n').replace(/<[^>]*>/g, ''))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
