/**
 * What a save answers when the database refuses a row (dbError.ts), and a record a resource route
 * cannot find or may not show. A module names its tables: `defineTableNouns({route: {zh: '线路',
 * en: 'route'}})` gives "线路不存在：9" instead of "引用的记录不存在：9".
 */
import { defineMessages } from '../i18n';

defineMessages({
  'zh-CN': {
    'record.notFound': '记录不存在',
    'record.duplicate': '记录重复：{detail}',
    'record.inUse': '记录正在使用，不能删除',
    'record.refMissing': '引用的记录不存在：{value}',
    'record.invalid': '数据不正确：{detail}',
    'record.db.duplicate': '记录重复',
    'record.db.required': '缺少必填项',
    'record.db.required.field': '{field}为必填项',
    'record.db.check': '数据超出允许的范围',
    'record.db.badValue': '数据格式不正确',
    'record.db.badValue.field': '{field}：格式不正确或超出范围',
  },
  'en-US': {
    'record.notFound': 'The record does not exist',
    'record.duplicate': 'Duplicate record: {detail}',
    'record.inUse': 'The record is in use and cannot be deleted',
    'record.refMissing': 'A record it refers to does not exist: {value}',
    'record.invalid': 'Invalid data: {detail}',
    'record.db.duplicate': 'Duplicate record',
    'record.db.required': 'A required value is missing',
    'record.db.required.field': '{field} is required',
    'record.db.check': 'A value is outside the allowed range',
    'record.db.badValue': 'A value has the wrong format',
    'record.db.badValue.field': '{field}: wrong format or out of range',
  },
});

/** Tables a foreign key points at or from, by their noun in each language: `record.refMissing.<table>`, `record.inUse.<table>`. */
export function defineTableNouns(nouns: Record<string, { zh: string; en: string }>): void {
  const entries = Object.entries(nouns);
  defineMessages({
    'zh-CN': Object.fromEntries(entries.flatMap(([table, n]) => [
      [`record.refMissing.${table}`, `${n.zh}不存在：{value}`],
      [`record.inUse.${table}`, `记录正被${n.zh}使用，不能删除`],
    ])),
    'en-US': Object.fromEntries(entries.flatMap(([table, n]) => [
      [`record.refMissing.${table}`, `The ${n.en} {value} does not exist`],
      [`record.inUse.${table}`, `The record is used by a ${n.en} and cannot be deleted`],
    ])),
  });
}
