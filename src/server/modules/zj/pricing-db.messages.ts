/** What a pricing save answers when the database refuses a row (pricing.lib.ts `dbError`). */
import { defineMessages } from '../../platform/i18n';

defineMessages({
  'zh-CN': {
    'pricing.db.duplicate': '记录重复',
    'pricing.db.required': '缺少必填项',
    'pricing.db.required.field': '{field}为必填项',
    'pricing.db.check': '数据超出允许的范围',
    'pricing.db.badValue': '数据格式不正确',
    'pricing.db.badValue.field': '{field}：格式不正确或超出范围',
  },
  'en-US': {
    'pricing.db.duplicate': 'Duplicate record',
    'pricing.db.required': 'A required value is missing',
    'pricing.db.required.field': '{field} is required',
    'pricing.db.check': 'A value is outside the allowed range',
    'pricing.db.badValue': 'A value has the wrong format',
    'pricing.db.badValue.field': '{field}: wrong format or out of range',
  },
});
