import { defineMessages } from '../../platform/i18n';

/** Messages of the SKU library (xx/0301/*). */
defineMessages({
  'zh-CN': {
    'sku.taken': 'SKU {sku} 已存在',
  },
  'en-US': {
    'sku.taken': 'SKU {sku} already exists',
  },
});
