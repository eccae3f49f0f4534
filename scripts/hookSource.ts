/**
 * What a screen's own TypeScript (its hooks file and `<CODE>.*.tsx` helpers beside it) says
 * with literals, read with the TypeScript parser so the screen lint can check it like the JSON:
 * - text keys: literals given to `screen.text(k)` (a key of the screen, or a shared one),
 *   `i18n.t(k)` / `t(k)` (a full key), and to local helpers that forward to them with a prefix
 *   (`const t = (k) => ctx.screen.text(\`results.${k}\`)`);
 * - literals given to a message helper (`message.error('...')`): a text the user sees untranslated;
 * - API calls: `request(method, url)` and any call given a literal that looks like a route url
 *   (`suggestInput('zj/0104/mapping/names', ...)`), with the top-level function they sit in;
 * - which top-level functions each top-level function refers to, so a hook action's calls can be
 *   told from a component's.
 */
import ts from 'typescript';

export type TextMode = 'screen' | 'global';
export interface TextUse { key: string; mode: TextMode; line: number }
export interface ApiUse { method?: string; url: string; within?: string; line: number }
export interface HookSource {
  texts: TextUse[];
  literalMessages: { text: string; line: number }[];
  calls: ApiUse[];
  /** Top-level name -> the top-level names its body refers to. */
  refers: Map<string, Set<string>>;
}

interface TextFn { mode: TextMode; prefix: string }

const ROUTE_LIKE = /^[a-z]{2}\/\d{4}\/[\w./-]+$/;
const MESSAGE_LEVELS = new Set(['success', 'error', 'warning', 'info', 'loading', 'open']);
const HTTP = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** The literal strings an expression can be: 'a', `a`, c ? 'a' : 'b', x ?? 'a'. */
function literals(e: ts.Expression | undefined): string[] {
  if (!e) return [];
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return literals(e.expression);
  if (ts.isConditionalExpression(e)) return [...literals(e.whenTrue), ...literals(e.whenFalse)];
  if (ts.isBinaryExpression(e) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)) return literals(e.right);
  return [];
}

export function readHookSource(source: string, fileName = 'hooks.ts'): HookSource {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const line = (n: ts.Node) => file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1;
  const consts = new Map<string, string>();
  const aliases = new Map<string, TextFn>();
  const topLevel = new Set<string>();

  const visitAll = (node: ts.Node, f: (n: ts.Node) => void) => { f(node); ts.forEachChild(node, (c) => visitAll(c, f)); };

  // Top-level names and string constants (const CODE = 'XX0402_01').
  for (const st of file.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) topLevel.add(st.name.text);
    if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) {
      topLevel.add(d.name.text);
      const lit = literals(d.initializer);
      if (lit.length === 1 && d.initializer && (ts.isStringLiteral(d.initializer) || ts.isNoSubstitutionTemplateLiteral(d.initializer))) consts.set(d.name.text, lit[0]);
    }
  }

  /** The text function a callee is: screen.text, i18n.t, t, or a known alias. */
  const textFn = (callee: ts.Expression): TextFn | undefined => {
    if (ts.isPropertyAccessExpression(callee)) {
      const owner = callee.expression.getText(file);
      if (callee.name.text === 'text' && /(^|\.)screen$/.test(owner)) return { mode: 'screen', prefix: '' };
      if (callee.name.text === 't' && /(^|\.)i18n$/.test(owner)) return { mode: 'global', prefix: '' };
      return undefined;
    }
    if (ts.isIdentifier(callee)) return aliases.get(callee.text) ?? (callee.text === 't' ? { mode: 'global', prefix: '' } : undefined);
    return undefined;
  };

  /** `(k) => text(k)` or `(k) => text(`prefix${k}`)`: the helper's mode and prefix. */
  const aliasOf = (init: ts.Expression | undefined): TextFn | undefined => {
    if (!init || !(ts.isArrowFunction(init) || ts.isFunctionExpression(init))) return undefined;
    const param = init.parameters[0]?.name;
    if (!param || !ts.isIdentifier(param)) return undefined;
    let body: ts.Node = init.body;
    while (ts.isAsExpression(body as ts.Expression) || ts.isParenthesizedExpression(body as ts.Expression)) body = (body as ts.AsExpression).expression;
    if (!ts.isCallExpression(body)) return undefined;
    const inner = textFn(body.expression);
    const arg = body.arguments[0];
    if (!inner || !arg) return undefined;
    if (ts.isIdentifier(arg) && arg.text === param.text) return inner;
    if (!ts.isTemplateExpression(arg)) return undefined;
    const spans = arg.templateSpans;
    const last = spans[spans.length - 1];
    if (!ts.isIdentifier(last.expression) || last.expression.text !== param.text || last.literal.text !== '') return undefined;
    let prefix = arg.head.text;
    for (const s of spans.slice(0, -1)) {
      if (!ts.isIdentifier(s.expression) || !consts.has(s.expression.text)) return undefined;
      prefix += consts.get(s.expression.text)! + s.literal.text;
    }
    return { mode: inner.mode, prefix: inner.prefix + prefix };
  };

  // Helpers first (in source order, so a helper may build on an earlier one).
  visitAll(file, (n) => {
    if ((ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n)) && ts.isIdentifier(n.name)) {
      const alias = aliasOf(n.initializer);
      if (alias) aliases.set(n.name.text, alias);
    }
  });

  const out: HookSource = { texts: [], literalMessages: [], calls: [], refers: new Map() };
  for (const st of file.statements) {
    const within = ts.isFunctionDeclaration(st) ? st.name?.text
      : ts.isVariableStatement(st) && st.declarationList.declarations.length === 1 && ts.isIdentifier(st.declarationList.declarations[0].name)
        ? st.declarationList.declarations[0].name.text : undefined;
    const refers = new Set<string>();
    visitAll(st, (n) => {
      if (within && ts.isIdentifier(n) && n.text !== within && topLevel.has(n.text)) refers.add(n.text);
      if (!ts.isCallExpression(n)) return;
      const fn = textFn(n.expression);
      if (fn) for (const k of literals(n.arguments[0])) out.texts.push({ key: fn.prefix + k, mode: fn.mode, line: line(n) });
      if (ts.isPropertyAccessExpression(n.expression) && MESSAGE_LEVELS.has(n.expression.name.text)
        && /(^|\.)message$/.test(n.expression.expression.getText(file))) {
        const arg = n.arguments[0];
        if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) out.literalMessages.push({ text: arg.text, line: line(n) });
      }
      const [first, second] = n.arguments;
      const isRequest = ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'request';
      const method = isRequest ? literals(first).find((m) => HTTP.has(m)) : undefined;
      if (isRequest && method) for (const url of literals(second)) out.calls.push({ method, url, within, line: line(n) });
      else for (const a of n.arguments) for (const url of literals(a)) if (ROUTE_LIKE.test(url) && !url.endsWith('.html')) out.calls.push({ url, within, line: line(n) });
    });
    if (within) out.refers.set(within, refers);
  }
  return out;
}

/** The top-level names a function reaches through the names its body refers to. */
export function reachable(from: string, refers: Map<string, Set<string>>): Set<string> {
  const seen = new Set<string>([from]);
  const todo = [from];
  while (todo.length) for (const next of refers.get(todo.pop()!) ?? []) if (!seen.has(next)) { seen.add(next); todo.push(next); }
  return seen;
}
