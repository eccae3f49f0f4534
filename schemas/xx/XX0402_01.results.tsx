/**
 * XX0402_01 freight trial: the results view (the quotes cheapest first, a page at a time, an expandable trace a
 * customer can follow line by line, the excluded routes with their reason) and the
 * remote-area check result. The trial is asked with texts: 'keys', so every text it shows is
 * rendered here from its message (key and params) with the zh/en catalogue of src/domain/pricing:
 * a language switch re-renders the list, the excluded reasons and an open trace without asking
 * again. Route, surcharge and price-table names come in both languages (data, `localName`); zone
 * names, remote types and rule names are data entered in one language and stay as entered.
 */
import { Fragment, useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useScreenState } from '../../renderers/screenState';
import { registerScreenLocale } from '../../renderers/i18n';
import trialLocale from './XX0402_01.locale.json' with { type: 'json' };
import { timeService } from '../../renderers/time';
import { answeredRouteName, excludedReason, render, type AnsweredName, type PricingLang } from '../../src/domain/pricing/messages';
import { localName } from '../../src/domain/pricing/names';
import type { Msg } from '../../src/domain/pricing/types';

const CODE = 'XX0402_01';

export interface TrialLine extends Msg { text?: string }
export interface TrialQuote {
  routeId: number | string;
  routeName: string;
  routeNameEn?: string | null;
  routeNameZh?: string | null;
  customerRouteId?: string | null;
  channelCode: string;
  actualWeight: string;
  volumetricWeight: string;
  chargeableWeight: string;
  freight: string;
  fuel: string;
  remoteFee: string;
  surcharges: (AnsweredName & { amount: string; formula: string; formulaKey: Msg })[];
  total: string;
  currency: string;
  transitDays: { min: number | null; max: number | null };
  remote: boolean;
  /** The route offers cargo insurance (bought separately, DD0401_01): the trial never prices it. */
  insurance?: boolean;
  trace: {
    priceTable: (Partial<AnsweredName> & { id: number | string; name: string }) | null;
    version: number | string | null;
    zone: { code: string; name?: string; reason: string; reasonKey: Msg } | null;
    weightRule: 'per_shipment' | 'per_piece';
    divisor: number;
    step: string;
    minimum: string;
    weightBreak: string | null;
    discount: string | null;
    fuelRule: number | string | null;
    fuelRate: string;
    remoteRule: { id?: number | string; remoteType: string; reason: string; reasonKey: Msg } | null;
    /** Absent when the list was asked without lines (trace: 'none'): they come on demand. */
    lines?: TrialLine[];
  };
}
export interface TrialExcluded {
  routeId: number | string;
  routeName: string;
  routeNameEn?: string | null;
  routeNameZh?: string | null;
  channelCode: string;
  reason: string;
  reasonKey: string;
  /** With the reasonKey, the reason's message (asked with texts: 'keys'). */
  reasonParams?: Msg['params'];
}
export interface TrialReply {
  orderTime: string;
  customerId: number | null;
  /** How many routes were quoted (every page). */
  total?: number;
  /** The cheapest quote of each currency among them all. */
  cheapest?: { currency: string; routeId: number | string; total: string }[];
  /** Present when a page was asked: `quotes` is that page. */
  current?: number;
  pageSize?: number;
  quotes: TrialQuote[];
  excluded: TrialExcluded[];
}
export interface TrialInput { country: string; postcode?: string | null; city?: string | null; weight: string; pieces?: number | null; [k: string]: unknown }

export const langOf = (language: string | undefined): PricingLang => (language && /^en/i.test(language) ? 'en-US' : 'zh-CN');

/** One trace line in a language: from its key and parameters (the server's text only for unknown keys). */
export function lineText(lang: PricingLang, line: TrialLine): string {
  const text = render(lang, line);
  return text === line.key && line.text ? line.text : text;
}

/** The trace lines of a quote, in order, in a language. */
export function traceTexts(q: TrialQuote, lang: PricingLang): string[] {
  return (q.trace.lines ?? []).map((l) => lineText(lang, l));
}

// Other screens show these views too (DD0101_01's route, DD0205_02's quote): the texts come with them.
const withTexts = new WeakSet<object>();
function useTrialTexts(i18n: ReturnType<typeof useTranslation>['i18n']) {
  if (withTexts.has(i18n)) return;
  withTexts.add(i18n);
  registerScreenLocale(i18n, CODE, trialLocale as never);
}

function useT() {
  const { t, i18n } = useTranslation();
  useTrialTexts(i18n);
  const lang = langOf(i18n.language);
  return {
    lang,
    r: (key: string, opts?: Record<string, unknown>) => t(`screens.${CODE}.results.${key}`, opts) as string,
    s: (key: string) => t(`screens.${CODE}.${key}`) as string,
  };
}

/** Asks a route's trace lines (same order time as the list). */
export type TraceLinesLoader = (q: TrialQuote) => Promise<TrialLine[]>;

/** The quote's own lines, or those asked once per route (kept across language switches). */
function useTraceLines(q: TrialQuote, asked: Map<string, Promise<TrialLine[]>>, load?: TraceLinesLoader): TrialLine[] | null {
  const own = q.trace.lines ?? null;
  const [lines, setLines] = useState<TrialLine[] | null>(own);
  useEffect(() => {
    if (own || !load) return setLines(own);
    const id = String(q.routeId);
    if (!asked.has(id)) asked.set(id, load(q).catch((err) => (asked.delete(id), Promise.reject(err))));
    let live = true;
    asked.get(id)!.then((l) => live && setLines(l)).catch(() => undefined);
    return () => { live = false; };
  }, [q, own, asked, load]);
  return lines;
}

const noneAsked = new Map<string, Promise<TrialLine[]>>();

export function TrialTrace({ quote: q, asked = noneAsked, onTraceLines }: { quote: TrialQuote; asked?: Map<string, Promise<TrialLine[]>>; onTraceLines?: TraceLinesLoader }) {
  const { lang, r } = useT();
  const tr = q.trace;
  const lines = useTraceLines(q, asked, onTraceLines);
  return (
    <div data-testid={`trace-${q.routeId}`} className="trial-trace">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={r('priceTable')}>
          {tr.priceTable ? `${localName(tr.priceTable, lang)} (#${tr.priceTable.id}), ${r('version', { version: tr.version })}` : '–'}
        </Descriptions.Item>
        <Descriptions.Item label={r('zone')}>
          <span data-testid="trace-zone">{tr.zone ? `${tr.zone.code}${tr.zone.name ? ` (${tr.zone.name})` : ''}: ${render(lang, tr.zone.reasonKey)}` : '–'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={r('weights')} span={2}>
          {`${r('actualWeight')} ${q.actualWeight} kg · ${r('volumetricWeight')} ${q.volumetricWeight} kg · ${r('chargeableWeight')} ${q.chargeableWeight} kg`}
        </Descriptions.Item>
        <Descriptions.Item label={r('weightRule')}>
          {`${r(tr.weightRule === 'per_piece' ? 'perPiece' : 'perShipment')} · ${r('divisor')} ${tr.divisor} · ${r('step')} ${tr.step} kg · ${r('minimum')} ${tr.minimum} kg`}
        </Descriptions.Item>
        <Descriptions.Item label={r('discount')}>{tr.discount ?? r('noDiscount')}</Descriptions.Item>
        <Descriptions.Item label={r('fuelRule')}>
          {tr.fuelRule != null ? r('fuelRuleValue', { rule: tr.fuelRule, rate: tr.fuelRate }) : r('noFuelRule')}
        </Descriptions.Item>
        <Descriptions.Item label={r('remoteRule')}>
          {tr.remoteRule ? `${tr.remoteRule.remoteType}: ${render(lang, tr.remoteRule.reasonKey)}` : r('notRemote')}
        </Descriptions.Item>
      </Descriptions>
      {q.surcharges.length > 0 && (
        <Table
          size="small"
          style={{ marginTop: 8 }}
          pagination={false}
          rowKey={(s) => `${s.name}-${s.amount}`}
          dataSource={q.surcharges}
          columns={[
            { title: r('surcharges'), key: 'name', render: (_: unknown, s) => localName(s, lang) },
            { title: r('formula'), key: 'formula', render: (_: unknown, s) => render(lang, s.formulaKey) },
            { title: r('amount'), dataIndex: 'amount', align: 'right' as const },
          ]}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 12 }}>{r('steps')}</Typography.Title>
      {lines ? (
        <ol className="trial-trace-lines" data-testid="trace-lines" style={{ paddingInlineStart: 20, margin: 0 }}>
          {lines.map((l, i) => (
            <li key={i} data-key={l.key}>{lineText(lang, l)}</li>
          ))}
        </ol>
      ) : (
        <Spin size="small" />
      )}
    </div>
  );
}

export interface TrialResultsProps {
  reply: TrialReply;
  input: TrialInput;
  /** Runs "place order with this route" for a quote. */
  onPlaceOrder?: (q: TrialQuote) => void;
  /** Asks one route's trace lines when its trace is opened (the list came without them). */
  onTraceLines?: TraceLinesLoader;
  /** Asks another page of the same trial (same order time) when the reply was a page. */
  onPage?: (current: number, pageSize: number) => Promise<TrialReply>;
  /** One route chosen among the quotes (DD0101_01's route): a radio on each row. */
  selection?: { routeId: number | string | null | undefined; onSelect: (q: TrialQuote) => void };
}

// Lines asked per route belong to one trial (its order time): a new trial starts afresh.
const linesAsked = new WeakMap<TrialReply, Map<string, Promise<TrialLine[]>>>();
function linesAskedFor(reply: TrialReply): Map<string, Promise<TrialLine[]>> {
  let asked = linesAsked.get(reply);
  if (!asked) linesAsked.set(reply, (asked = new Map()));
  return asked;
}

/** The page shown: the trial's first reply, then whichever page the reader turned to. */
function useShownPage(reply: TrialReply, onPage?: TrialResultsProps['onPage']) {
  const [shown, setShown] = useState(reply);
  const [loading, setLoading] = useState(false);
  // Only the page asked last is shown, whatever order the answers come back in.
  const asked = useRef(0);
  useEffect(() => {
    asked.current++;
    setShown(reply);
  }, [reply]);
  const turn = async (current: number, pageSize: number) => {
    if (!onPage) return;
    const mine = ++asked.current;
    setLoading(true);
    try {
      const page = await onPage(current, pageSize);
      if (mine === asked.current) setShown(page);
    } catch {
      // The request layer has told the reader why; the page shown stays.
    } finally {
      if (mine === asked.current) setLoading(false);
    }
  };
  return { shown, loading, turn };
}

/**
 * Totals of different currencies are never compared (no exchange rates yet): the tag goes to the
 * cheapest of each currency, as the server says for every page, else the first quote of each
 * currency in the server's order.
 */
function cheapestTotals(reply: TrialReply): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of reply.cheapest ?? []) out.set(c.currency, c.total);
  for (const q of reply.quotes) if (!out.has(q.currency)) out.set(q.currency, q.total);
  return out;
}

/**
 * Headers wrap between words only, never inside one ("Volum-etric"): the table takes its columns'
 * natural widths and fits the screen without a horizontal scroll (1280 px, both languages).
 */
const WHOLE_WORDS = { style: { wordBreak: 'keep-all', overflowWrap: 'normal', hyphens: 'none' } } as const;
const header = () => WHOLE_WORDS;
const small = { fontSize: 12 } as const;

interface ColumnEnv {
  r: (key: string, opts?: Record<string, unknown>) => string;
  s: (key: string) => string;
  lang: PricingLang;
  first: number;
  cheapestTotal: Map<string, string>;
  onPlaceOrder?: (q: TrialQuote) => void;
}

/**
 * The quote columns, compact: the chargeable weight with the actual and volumetric weights under
 * it, the total with its currency, the order link wrapping between words.
 */
function quoteColumns({ r, s, lang, first, cheapestTotal, onPlaceOrder }: ColumnEnv): ColumnsType<TrialQuote> {
  const money = (key: keyof TrialQuote) => ({ title: r(key), dataIndex: key, align: 'right' as const, onHeaderCell: header });
  return [
    { title: r('rank'), key: 'rank', onHeaderCell: header, render: (_, __, i) => first + i + 1 },
    {
      title: r('route'), key: 'route', onHeaderCell: header,
      render: (_, q) => (
        <Space direction="vertical" size={0}>
          <span className="trial-route">{answeredRouteName(q, lang)}</span>
          <Space size={4} wrap>
            <Typography.Text type="secondary">{q.channelCode}</Typography.Text>
            {cheapestTotal.get(q.currency) === q.total && <Tag color="green">{r('cheapest')}</Tag>}
            {q.remote && <Tag color="orange">{r('remote')}</Tag>}
          </Space>
        </Space>
      ),
    },
    {
      title: r('weightKg'), key: 'weight', align: 'right', onHeaderCell: header,
      render: (_, q) => (
        <Space direction="vertical" size={0} className="trial-weights">
          <span title={r('chargeableWeight')}><strong className="trial-chargeable">{q.chargeableWeight}</strong></span>
          <Typography.Text type="secondary" style={small}>{`${r('actualWeight')} ${q.actualWeight}`}</Typography.Text>
          <Typography.Text type="secondary" style={small}>{`${r('volumetricWeight')} ${q.volumetricWeight}`}</Typography.Text>
        </Space>
      ),
    },
    money('freight'),
    money('fuel'),
    money('remoteFee'),
    {
      title: r('surcharges'), key: 'surcharges', onHeaderCell: header,
      render: (_, q) => q.surcharges.length
        ? q.surcharges.map((x, i) => <Fragment key={i}>{i > 0 && <br />}{`${localName(x, lang)} ${x.amount}`}</Fragment>)
        : '0.00',
    },
    {
      title: r('total'), key: 'total', align: 'right', onHeaderCell: header,
      render: (_, q) => (
        <Space direction="vertical" size={0}>
          <strong className="trial-total">{q.total}</strong>
          <Typography.Text type="secondary" style={small} className="trial-currency">{q.currency}</Typography.Text>
        </Space>
      ),
    },
    { title: r('transitDays'), key: 'days', onHeaderCell: header, render: (_, q) => (q.transitDays.min != null ? r('days', { min: q.transitDays.min, max: q.transitDays.max ?? q.transitDays.min }) : '–') },
    { title: r('insurance'), key: 'insurance', onHeaderCell: header, render: (_, q) => (q.insurance == null ? '–' : <span className="trial-insurance">{r(q.insurance ? 'insurable' : 'notInsurable')}</span>) },
    ...(onPlaceOrder
      ? [{
          title: '', key: 'order', onHeaderCell: header,
          render: (_: unknown, q: TrialQuote) => (
            <Button size="small" type="link" className="trial-order" style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left', padding: 0 }} onClick={() => onPlaceOrder(q)}>
              {s('actions.placeOrder')}
            </Button>
          ),
        }]
      : []),
  ];
}

export function TrialResults({ reply, input, onPlaceOrder, onTraceLines, onPage, selection }: TrialResultsProps) {
  const { lang, r, s } = useT();
  const traces = linesAskedFor(reply);
  const { shown, loading, turn } = useShownPage(reply, onPage);
  const where = [input.postcode, input.city].filter(Boolean).join(' ');
  // The moment the prices were taken for, on the business zone's clock and named (rules change at set times).
  const time = `${timeService().format(reply.orderTime)} ${timeService().zoneLabel(lang)}`;
  const cheapestTotal = cheapestTotals(shown);
  const first = ((shown.current ?? 1) - 1) * (shown.pageSize ?? 0);
  return (
    <div data-testid="trial-results" lang={lang}>
      <Typography.Paragraph type="secondary">
        {r('summary', { country: input.country, where, weight: input.weight, pieces: input.pieces ?? 1, time })}
      </Typography.Paragraph>
      <Typography.Title level={5}>{r('quotes', { count: shown.total ?? shown.quotes.length })}</Typography.Title>
      {(shown.total ?? shown.quotes.length) === 0 ? (
        <Alert type="warning" showIcon message={r('noQuotes')} />
      ) : (
        <Table<TrialQuote>
          data-testid="trial-quotes"
          size="small"
          rowKey={(q) => String(q.routeId)}
          loading={loading}
          pagination={
            shown.pageSize && onPage
              ? { current: shown.current, pageSize: shown.pageSize, total: shown.total, showSizeChanger: true, pageSizeOptions: [20, 50, 100], onChange: turn }
              : false
          }
          dataSource={shown.quotes}
          expandable={{ expandedRowRender: (q) => <TrialTrace quote={q} asked={traces} onTraceLines={onTraceLines} /> }}
          rowSelection={selection && {
            type: 'radio',
            selectedRowKeys: selection.routeId == null ? [] : [String(selection.routeId)],
            onChange: (_keys, rows) => rows[0] && selection.onSelect(rows[0]),
          }}
          columns={quoteColumns({ r, s, lang, first, cheapestTotal, onPlaceOrder })}
        />
      )}
      {shown.excluded.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{r('excluded', { count: shown.excluded.length })}</Typography.Title>
          <Table<TrialExcluded>
            data-testid="trial-excluded"
            size="small"
            rowKey={(e) => String(e.routeId)}
            pagination={false}
            dataSource={shown.excluded}
            columns={[
              { title: r('route'), key: 'route', render: (_, e) => answeredRouteName(e, lang) },
              { title: r('channel'), dataIndex: 'channelCode' },
              { title: r('reason'), key: 'reason', render: (_, e) => <span className="trial-excluded-reason">{excludedReason(e, lang)}</span> },
            ]}
          />
        </>
      )}
    </div>
  );
}

/** What `calculate` hands to the screen (then: setState): the slot below the trial fields shows it. */
export type TrialState = TrialResultsProps;

/** A title in the reader's language. */
export function ResultsTitle({ k }: { k: string }) {
  const { r } = useT();
  return <>{r(k)}</>;
}

/** The trial results under the trial fields, once `calculate` has put them in the screen's state (x-component-props.stateKey). */
export function TrialResultsSlot({ stateKey }: { stateKey: string }) {
  const state = useScreenState<TrialState>(stateKey);
  if (!state) return null;
  return (
    <section className="trial-results-slot" style={{ marginBottom: 16 }}>
      <Typography.Title level={4}><ResultsTitle k="title" /></Typography.Title>
      <TrialResults {...state} />
    </section>
  );
}

/** The remote-area check's answer under its fields. */
export function RemoteResultSlot({ stateKey }: { stateKey: string }) {
  const state = useScreenState<{ reply: RemoteReply }>(stateKey);
  if (!state) return null;
  return (
    <section style={{ marginBottom: 16 }}>
      <Typography.Title level={5}><ResultsTitle k="remoteTitle" /></Typography.Title>
      <RemoteResult reply={state.reply} />
    </section>
  );
}

export interface RemoteReply {
  country: string;
  remote: boolean;
  matches: { remoteType: string; areaId: number; perKg: string | null; minimum: string | null; reason: string; reasonKey: Msg }[];
}

export function RemoteResult({ reply }: { reply: RemoteReply }) {
  const { lang, r } = useT();
  return (
    <div data-testid="remote-result">
      <Alert type={reply.remote ? 'warning' : 'success'} showIcon message={r(reply.remote ? 'remoteYes' : 'remoteNo', { country: reply.country })} />
      {reply.matches.length > 0 && (
        <Table
          size="small"
          style={{ marginTop: 8 }}
          pagination={false}
          rowKey={(m) => `${m.remoteType}-${m.areaId}`}
          dataSource={reply.matches}
          columns={[
            { title: r('remoteType'), dataIndex: 'remoteType' },
            { title: r('reason'), key: 'reason', render: (_: unknown, m) => render(lang, m.reasonKey) },
            { title: r('perKg'), dataIndex: 'perKg', render: (v: string | null) => v ?? '–' },
            { title: r('remoteMinimum'), dataIndex: 'minimum', render: (v: string | null) => v ?? '–' },
          ]}
        />
      )}
    </div>
  );
}
