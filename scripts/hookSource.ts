/**
 * What a screen's own TypeScript (its hooks file and `<CODE>.*.tsx` helpers beside it) says
 * with literals, read with the TypeScript parser so the screen lint can check it like the JSON:
 * - text keys: literals given to `screen.text(k)` (a key of the screen, or a shared one),
 *   `i18n.t(k)` / `t(k)` (a full key), and to local helpers that forward to them with a prefix
 *   (`const t = (k) => ctx.screen.text(\`results.${k}\`)`); and literals given as a prop to a
 *   component of the same file that hands that prop straight to one of them
 *   (`function ResultsTitle({ k }) { return r(k) }`: `<ResultsTitle k="title" />`, `createElement(ResultsTitle, { k: 'title' })`);
 * - literals given to a message helper (`message.error('...')`): a text the user sees untranslated;
 * - API calls: `request(method, url)` and any call given a literal that looks like a route url
 *   (`suggestInput('zj/0104/mapping/names', ...)`), with the top-level function they sit in; a url
 *   built from literals and string constants (`${BASE}/list`) is read whole, one whose rest is known
 *   at run time only by its literal route head (`zj/0104/${kind}`: a prefix), and a `request` whose url
 *   is neither is listed as not checkable;
 * - which top-level functions each top-level function refers to, so a hook action's calls can be
 *   told from a component's.
 */
import ts from 'typescript';

export type TextMode = 'screen' | 'global';
export interface TextUse { key: string; mode: TextMode; line: number }
export interface ApiUse {
  method?: string;
  url: string;
  within?: string;
  line: number;
  /** The url only starts so (its rest is built at run time). */
  prefix?: boolean;
}
export interface HookSource {
  texts: TextUse[];
  literalMessages: { text: string; line: number }[];
  calls: ApiUse[];
  /** `request` calls whose url the lint cannot read (`api.url`): listed, not checked. */
  unchecked: { call: string; line: number }[];
  /** Top-level name -> the top-level names its body refers to. */
  refers: Map<string, Set<string>>;
}

interface TextFn { mode: TextMode; prefix: string }

const ROUTE_LIKE = /^[a-z]{2}\/\d{4}\/[\w./-]+$/;
/** The literal start of a route url: its module and screen (`zj/0104/`). */
const ROUTE_HEAD = /^[a-z]{2}\/\d{4}\//;
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

  // Top-level names.
  for (const st of file.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) topLevel.add(st.name.text);
    if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) topLevel.add(d.name.text);
  }
  // String constants anywhere (const CODE = 'XX0402_01'); a name declared with two values is none.
  const clashing = new Set<string>();
  visitAll(file, (n) => {
    if (!ts.isVariableDeclaration(n) || !ts.isIdentifier(n.name) || !n.initializer) return;
    if (!(ts.isStringLiteral(n.initializer) || ts.isNoSubstitutionTemplateLiteral(n.initializer))) return;
    if (!(ts.getCombinedNodeFlags(n) & ts.NodeFlags.Const)) return;
    const name = n.name.text;
    if (consts.has(name) && consts.get(name) !== n.initializer.text) clashing.add(name);
    consts.set(name, n.initializer.text);
  });
  for (const name of clashing) consts.delete(name);

  /** A url argument: literals, a string constant, a template of literals and constants, or the literal route head of one. */
  const urlsOf = (e: ts.Expression | undefined): { url: string; prefix?: boolean }[] | undefined => {
    if (!e) return undefined;
    const lit = literals(e);
    if (lit.length) return lit.map((url) => ({ url }));
    if (ts.isIdentifier(e) && consts.has(e.text)) return [{ url: consts.get(e.text)! }];
    if (!ts.isTemplateExpression(e)) return undefined;
    let url = e.head.text;
    for (const span of e.templateSpans) {
      if (!ts.isIdentifier(span.expression) || !consts.has(span.expression.text)) return ROUTE_HEAD.test(url) ? [{ url, prefix: true }] : undefined;
      url += consts.get(span.expression.text)! + span.literal.text;
    }
    return [{ url }];
  };

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

  // Components that hand a prop straight to a text function: component -> prop -> that function.
  const textProps = new Map<string, Map<string, TextFn>>();
  for (const st of file.statements) {
    const decl = ts.isVariableStatement(st) && st.declarationList.declarations.length === 1 ? st.declarationList.declarations[0] : undefined;
    const fn = ts.isFunctionDeclaration(st) ? st
      : decl?.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer)) ? decl.initializer : undefined;
    const name = ts.isFunctionDeclaration(st) ? st.name?.text : decl && ts.isIdentifier(decl.name) ? decl.name.text : undefined;
    const param = fn?.parameters[0]?.name;
    if (!fn?.body || !name || !param || !ts.isObjectBindingPattern(param)) continue;
    const propOf = new Map<string, string>();
    for (const el of param.elements) if (ts.isIdentifier(el.name)) propOf.set(el.name.text, el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : el.name.text);
    const props = new Map<string, TextFn>();
    visitAll(fn.body, (n) => {
      if (!ts.isCallExpression(n)) return;
      const text = textFn(n.expression);
      const arg = n.arguments[0];
      if (text && arg && ts.isIdentifier(arg) && propOf.has(arg.text)) props.set(propOf.get(arg.text)!, text);
    });
    if (props.size) textProps.set(name, props);
  }
  /** Literal text keys given to such a prop: JSX attributes or createElement's props object. */
  const propTexts = (component: string, props: { name: string; value: ts.Expression | undefined }[]): { key: string; mode: TextMode }[] => {
    const known = textProps.get(component);
    if (!known) return [];
    return props.flatMap(({ name, value }) => {
      const fn = known.get(name);
      return fn ? literals(value).map((k) => ({ key: fn.prefix + k, mode: fn.mode })) : [];
    });
  };
  const jsxProps = (attrs: ts.JsxAttributes) => attrs.properties.flatMap((a) => (ts.isJsxAttribute(a)
    ? [{ name: a.name.getText(file), value: a.initializer && ts.isJsxExpression(a.initializer) ? a.initializer.expression : a.initializer as ts.Expression | undefined }] : []));
  const objectProps = (o: ts.Expression | undefined) => (o && ts.isObjectLiteralExpression(o) ? o.properties.flatMap((p) => (ts.isPropertyAssignment(p)
    && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [{ name: p.name.text, value: p.initializer }] : [])) : []);
  const isCreateElement = (callee: ts.Expression) => (ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '') === 'createElement';

  const out: HookSource = { texts: [], literalMessages: [], calls: [], unchecked: [], refers: new Map() };
  for (const st of file.statements) {
    const within = ts.isFunctionDeclaration(st) ? st.name?.text
      : ts.isVariableStatement(st) && st.declarationList.declarations.length === 1 && ts.isIdentifier(st.declarationList.declarations[0].name)
        ? st.declarationList.declarations[0].name.text : undefined;
    const refers = new Set<string>();
    visitAll(st, (n) => {
      if (within && ts.isIdentifier(n) && n.text !== within && topLevel.has(n.text)) refers.add(n.text);
      if (ts.isJsxSelfClosingElement(n) || ts.isJsxOpeningElement(n)) {
        for (const t of propTexts(n.tagName.getText(file), jsxProps(n.attributes))) out.texts.push({ ...t, line: line(n) });
      }
      if (!ts.isCallExpression(n)) return;
      if (isCreateElement(n.expression) && n.arguments[0]) {
        for (const t of propTexts(n.arguments[0].getText(file), objectProps(n.arguments[1]))) out.texts.push({ ...t, line: line(n) });
      }
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
      const urls = isRequest ? urlsOf(second) : undefined;
      if (urls) for (const u of urls) out.calls.push({ ...(method ? { method } : {}), ...u, within, line: line(n) });
      else if (isRequest && second) out.unchecked.push({ call: n.getText(file).replace(/\s+/g, ' ').slice(0, 100), line: line(n) });
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
