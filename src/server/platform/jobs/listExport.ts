/**
 * A list screen's Export as a download-centre workbook: the list's own rows (its filters and the
 * caller's data scope, read page by page for the user who queued it), under the screen's column
 * labels in the caller's language, a dictionary's codes as their labels, numbers as numbers, amounts
 * in the base currency's format, times as times with the zone named in their header.
 * A module registers its list once: `registerListExport(kind, { screen, locale, page, ... })`.
 */
import { pageProps } from '../resource/query';
import { writeWorkbook } from '../sheets/write';
import type { Lang } from '../i18n';
import { AppError } from '../errors';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { registerExport, type ExportContext, type ExportParamsSchema } from './exports';
import { grantedUrls } from '../permissions/authority';
import { amountCell, baseCurrency, currencyNumFmt } from './moneyFormat';
import { SHEET_TIME_FORMAT, sheetTime, sheetTimeHeader } from '../time';
import commonTexts from '../../../../schemas/_meta/common.locale.json' with { type: 'json' };

type Row = Record<string, unknown>;
interface ScreenColumn { name: string; title?: string; hideInTable?: boolean; dictionary?: string; valueType?: string; /** Shown only to callers holding it, in the file as on the screen. */ authority?: string }
interface ScreenJson { columns?: ScreenColumn[] }
type Locale = Record<string, { title?: string; fields?: Record<string, string> }>;

export interface ListExportDef {
  /** The list page (or a function point) the caller needs. */
  authority: string;
  /** The list screen's JSON and texts: its shown columns, headed by its labels. */
  screen: ScreenJson;
  locale: Locale;
  /** The file's name, per language (default: the screen's title). */
  title?: Record<Lang, string>;
  params: ExportParamsSchema;
  /** Number formats by column (`{ unitPrice: '0.00' }`): the cell holds a number. */
  numbers?: Record<string, string>;
  /** Wider columns by name. */
  widths?: Record<string, number>;
  /** One page of the list for the user who asked, with the export's params as filters. */
  page(ctx: ExportContext, current: number, pageSize: number): Promise<{ list: Row[]; total: number }>;
}

const PAGE = 1000;
const MAX_ROWS = 100_000;

/** The column's label as the screen shows it: its own texts, else the engine's common ones. */
function header(c: ScreenColumn, locale: Locale, lang: Lang): string {
  const fields = { ...(commonTexts as Locale)[lang]?.fields, ...locale[lang]?.fields };
  const key = (c.title ?? `fields.${c.name}`).replace(/^fields\./, '');
  return fields[key] ?? c.name;
}

/** How a column is written: a number format (amounts, a `numbers` entry), a time, or text. */
interface ColumnFormat { numFmt?: string; time?: boolean }

function cell(c: ScreenColumn, v: unknown, format: ColumnFormat, lang: Lang, zone: string): unknown {
  if (v === null || v === undefined) return '';
  if (format.time) return sheetTime(v, zone) ?? '';
  if (c.valueType === 'money') return amountCell(v as string) ?? '';
  if (format.numFmt) return Number(v);
  if (c.dictionary) return dictionaryLabel(c.dictionary, String(v), lang);
  if (typeof v === 'boolean') return v ? (lang === 'en-US' ? 'Yes' : '是') : lang === 'en-US' ? 'No' : '否';
  return v;
}

export function registerListExport(kind: string, def: ListExportDef): void {
  const shown = (def.screen.columns ?? []).filter((c) => !c.hideInTable);
  const guarded = [...new Set(shown.flatMap((c) => (c.authority ? [c.authority] : [])))];
  registerExport(kind, {
    authority: def.authority,
    title: def.title ?? { 'zh-CN': def.locale['zh-CN']?.title ?? kind, 'en-US': def.locale['en-US']?.title ?? kind },
    params: def.params,
    async run(ctx) {
      const zone = ctx.config.businessTimeZone;
      // A column the screen shows only to some (DD0205_01's hold state) is in their files only.
      const granted = guarded.length ? await grantedUrls(ctx.db, ctx.user.userId, guarded) : new Set<string>();
      const columns = shown.filter((c) => !c.authority || granted.has(c.authority));
      // Amounts (valueType money) are numbers in the base currency's format, as the customer list keeps them.
      const money = columns.some((c) => c.valueType === 'money') ? currencyNumFmt(await baseCurrency(ctx.db)) : undefined;
      const formats = new Map<string, ColumnFormat>(columns.map((c) => [c.name,
        c.valueType === 'dateTime' ? { numFmt: SHEET_TIME_FORMAT, time: true } : { numFmt: def.numbers?.[c.name] ?? (c.valueType === 'money' ? money : undefined) }]));
      const sheetColumns = columns.map((c) => {
        const f = formats.get(c.name)!;
        const title = header(c, def.locale, ctx.lang);
        return {
          // A time column's header names the zone its readings follow (a workbook has none).
          header: f.time ? sheetTimeHeader(title, zone, ctx.lang) : title, key: c.name, width: def.widths?.[c.name] ?? (f.time ? 34 : 16),
          ...(f.numFmt ? { style: { numFmt: f.numFmt } } : {}),
        };
      });
      return writeWorkbook({ name: def.locale[ctx.lang]?.title ?? 'Sheet', columns: sheetColumns }, async (sheet) => {
        let written = 0;
        for (let current = 1; written < MAX_ROWS; current++) {
          const page = await def.page(ctx, current, PAGE);
          if (!page.total) throw new AppError('download.noData');
          for (const row of page.list) await sheet.add(Object.fromEntries(columns.map((c) => [c.name, cell(c, row[c.name], formats.get(c.name)!, ctx.lang, zone)])));
          written += page.list.length;
          await ctx.progress((written * 100) / Math.min(page.total, MAX_ROWS));
          if (page.list.length < PAGE || written >= page.total) break;
        }
      });
    },
  });
}

/**
 * An export's params: a spec's list filters, with the list's own rules (what the screen sends as
 * `"params": "filters"`), and its keyword when the list has a keyword search (`search`).
 */
export const filtersParams = (filters: Record<string, { schema: object }> | undefined, search?: readonly string[]): ExportParamsSchema => ({
  type: 'object', additionalProperties: false,
  properties: { ...Object.fromEntries(Object.entries(filters ?? {}).map(([k, f]) => [k, f.schema])), ...(search?.length ? { keyword: pageProps.keyword } : {}) },
});
