import { defineMessages } from '../../platform/i18n';
import { defineTableNouns } from '../../platform/resource';

/** Messages of suppliers and their products (zj/0201/*, zj/0202/*). */
defineMessages({
  'zh-CN': {
    'suppliers.codeTaken': '供应商编号 {code} 已存在',
    'suppliers.systemUnknown': '对接系统 {system} 本服务器不支持（可选：{known}）',
    'suppliers.inUse': '供应商 {code} 仍在使用中：{uses}，不能删除；可将其停运',
    'suppliers.productCodeTaken': '该供应商已有产品编号 {code}',
    'suppliers.supplierMissing': '所选供应商不存在',
    'suppliers.productInUse': '供应商产品 {code} 仍在使用中：{uses}，不能删除；可将其停运',
    'suppliers.uses.routes': '{count} 条线路绑定（如 {example}）',
    'suppliers.uses.orders': '{count} 个订单经其转单',
    'suppliers.uses.join': '，',
  },
  'en-US': {
    'suppliers.codeTaken': 'Supplier code {code} already exists',
    'suppliers.systemUnknown': 'This server does not speak system {system} (known: {known})',
    'suppliers.inUse': 'Supplier {code} is still in use ({uses}) and cannot be deleted: set it to outage instead',
    'suppliers.productCodeTaken': 'The supplier has a product {code} already',
    'suppliers.supplierMissing': 'The chosen supplier does not exist',
    'suppliers.productInUse': 'Supplier product {code} is still in use ({uses}) and cannot be deleted: set it to outage instead',
    'suppliers.uses.routes': '{count} routes bound to it, e.g. {example}',
    'suppliers.uses.orders': '{count} orders transferred through it',
    'suppliers.uses.join': '; ',
  },
});

defineTableNouns({
  supplier: { zh: '供应商', en: 'supplier' },
  supplier_product: { zh: '供应商产品', en: 'supplier product' },
});
