/**
 * An edit's log line (DD0205_03) in the reader's language: each changed field by the order form's
 * own label (DD0101_01's texts, DD0103_01's and DD1401_01's, so the log and the form say the same word), its value
 * before and after (a warehouse by its name, a tariff by its name in the reader's language); parcels and SKU lines by
 * their summary; the estimate when the price moved.
 */
import type { Lang } from '../../platform/i18n';
import { t } from '../../platform/i18n';
import type { FieldChange } from '../../../domain/orders/orderEdit';
import formTexts from '../../../../schemas/dd/DD0101_01.locale.json' with { type: 'json' };
import fbaTexts from '../../../../schemas/dd/DD0103_01.locale.json' with { type: 'json' };
import firstLegTexts from '../../../../schemas/dd/DD1401_01.locale.json' with { type: 'json' };
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import './orders.messages';

type Texts = { fields: Record<string, string>; sections: Record<string, string> };
const inLang = (all: unknown, lang: Lang) => (all as Record<string, Texts>)[lang] ?? (all as Record<string, Texts>)['zh-CN'];
/** The order form's labels, with those of the FBA and first-leg forms' own fields (both extend it). */
const texts = (lang: Lang): Texts => ({ sections: inLang(formTexts, lang).sections,
  fields: { ...inLang(formTexts, lang).fields, ...inLang(fbaTexts, lang).fields, ...inLang(firstLegTexts, lang).fields } });

/** Fields whose value is a dictionary's code, shown by its label. */
const DICTIONARY_OF: Record<string, string> = { overseasWarehouse: 'overseasWarehouse' };

function label(field: string, lang: Lang): string {
  const { fields, sections } = texts(lang);
  const [group, name] = field.split('.');
  return name ? `${sections[group] ?? fields[group] ?? group} ${fields[name] ?? name}` : fields[field] ?? field;
}

function valueText(field: string, v: unknown, lang: Lang): string {
  if (v === null || v === undefined) return t(lang, 'orders.log.none');
  if (typeof v === 'boolean') return t(lang, v ? 'orders.log.yes' : 'orders.log.no');
  if (field === 'parcels') return t(lang, 'orders.log.parcels', v as Record<string, string | number>);
  if (field === 'items') return t(lang, 'orders.log.items', v as Record<string, string | number>);
  if (typeof v === 'object') return String((v as Record<string, unknown>)[lang] ?? JSON.stringify(v));
  if (DICTIONARY_OF[field]) return dictionaryLabel(DICTIONARY_OF[field], String(v), lang);
  return String(v);
}

export interface EditEstimate { from: string | null; to: string; currency: string }

export function editChangesText(fields: FieldChange[], estimate: EditEstimate | undefined, lang: Lang): string[] {
  const parts = fields.map((c) => `${label(c.field, lang)}: ${valueText(c.field, c.from, lang)} → ${valueText(c.field, c.to, lang)}`);
  if (estimate && estimate.from !== estimate.to) parts.push(t(lang, 'orders.log.estimate', { ...estimate, from: estimate.from ?? t(lang, 'orders.log.none') }));
  return parts;
}
