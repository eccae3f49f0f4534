/** Server messages of routes and pricing, plus the engine's own catalogue (src/domain/pricing/messages.ts). */
import { defineMessages } from '../../platform/i18n';
import { pricingMessages } from '../../../domain/pricing/messages';

defineMessages(pricingMessages as unknown as Record<'zh-CN' | 'en-US', Record<string, string>>);

/** Tables a foreign key points at or from, by their noun: dbError's messages (pricing.lib.ts). */
export const REFERENCED_TABLES: Record<string, { zh: string; en: string }> = {
  route: { zh: '线路', en: 'route' },
  country: { zh: '国家', en: 'country' },
  customer: { zh: '客户', en: 'customer' },
  price_table: { zh: '报价', en: 'price table' },
  price_version: { zh: '报价版本', en: 'price version' },
  transport_mode: { zh: '运输方式', en: 'transport mode' },
  delivery_mode: { zh: '派送方式', en: 'delivery mode' },
  station: { zh: '站点', en: 'station' },
  trunk_tariff: { zh: '头程资费', en: 'first-leg tariff' },
  geo_zone: { zh: '国家分区', en: 'country zone' },
  customer_route: { zh: '客户线路', en: 'customer route' },
  route_surcharge: { zh: '线路附加费', en: 'route surcharge item' },
  special_route: { zh: '特殊线路', en: 'special route' },
  quote_upload: { zh: '报价上传记录', en: 'quote upload' },
};

defineMessages({
  'zh-CN': Object.fromEntries(
    Object.entries(REFERENCED_TABLES).flatMap(([table, n]) => [
      [`pricing.refMissing.${table}`, `${n.zh}不存在：{value}`],
      [`pricing.inUse.${table}`, `记录正被${n.zh}使用，不能删除`],
    ]),
  ),
  'en-US': Object.fromEntries(
    Object.entries(REFERENCED_TABLES).flatMap(([table, n]) => [
      [`pricing.refMissing.${table}`, `The ${n.en} {value} does not exist`],
      [`pricing.inUse.${table}`, `The record is used by a ${n.en} and cannot be deleted`],
    ]),
  ),
});

defineMessages({
  'zh-CN': {
    'pricing.notFound': '记录不存在',
    'pricing.duplicate': '记录重复：{detail}',
    'pricing.inUse': '记录正在使用，不能删除',
    'pricing.refMissing': '引用的记录不存在：{value}',
    'pricing.invalid': '数据不正确：{detail}',
    'pricing.routeNotFound': '线路不存在',
    'pricing.priceNotFound': '报价不存在',
    'pricing.customerNotFound': '客户不存在',
    'pricing.routeNotAssigned': '该线路未分配给此客户',
    'pricing.discountRange': '折扣必须大于 0 且小于 1',
    'pricing.volumeBase': '体积基数不能为 0 或空，须为正整数',
    'pricing.channelCode': '渠道代码须为 INT 加 4 位数字',
    'pricing.zonesRequired': '请至少填写一个分区及重量段',
    'pricing.timeRange': '开始时间不能晚于结束时间',
    'pricing.upload.badFile': '上传失败，请重新上传：文件不是有效的 xlsx',
    'pricing.upload.noRows': '文件中没有报价数据',
    'pricing.upload.tooLarge': '文件超过 10 MB',
    'pricing.upload.hasErrors': '报价文件有 {count} 处错误，未导入任何数据',
    'pricing.upload.cell': '第 {row} 行 {column} 列（{header}）：{message}',
    'pricing.upload.required': '必填',
    'pricing.upload.number': '须为大于等于 0 的数字',
    'pricing.upload.positive': '须为大于 0 的数字',
    'pricing.upload.kind': '须为 first_additional、per_kg 或 flat（首续重、按公斤、一口价）',
    'pricing.upload.country': '国家代码须为 2 位大写字母',
    'pricing.upload.header': '表头应为“{expected}”，实际为“{found}”',
    'pricing.upload.duplicateBreak': '分区 {zone} 重量上限 {upTo} 重复',
    'pricing.upload.zoneConflict': '分区 {zone} 与前面行的国家、邮编或城市不一致',
    'pricing.upload.done': '已导入 {rows} 行，生成报价版本 {version}',
    'pricing.collect.done': '已收藏',
    'pricing.currencyMismatch': '报价币种 {currency} 与线路 {route} 的币种 {routeCurrency} 不一致：燃油、附加费和偏远费都按线路币种计算，报价须使用同一币种',
    'pricing.listPriceForbidden': '无权修改线路标准报价 {price}：需要“报价编辑”权限',
    'pricing.customerPriceForbidden': '无权修改报价 {price}：该客户不在您的客户范围内',
  },
  'en-US': {
    'pricing.notFound': 'The record does not exist',
    'pricing.duplicate': 'Duplicate record: {detail}',
    'pricing.inUse': 'The record is in use and cannot be deleted',
    'pricing.refMissing': 'A record it refers to does not exist: {value}',
    'pricing.invalid': 'Invalid data: {detail}',
    'pricing.routeNotFound': 'The route does not exist',
    'pricing.priceNotFound': 'The price table does not exist',
    'pricing.customerNotFound': 'The customer does not exist',
    'pricing.routeNotAssigned': 'This route is not assigned to the customer',
    'pricing.discountRange': 'The discount must be greater than 0 and less than 1',
    'pricing.volumeBase': 'The volume base cannot be 0 or empty; it is a positive integer',
    'pricing.channelCode': 'The channel code is INT followed by 4 digits',
    'pricing.zonesRequired': 'Give at least one zone with weight breaks',
    'pricing.timeRange': 'The start time cannot be after the end time',
    'pricing.upload.badFile': 'Upload failed, please upload again: the file is not a valid xlsx',
    'pricing.upload.noRows': 'The file has no price rows',
    'pricing.upload.tooLarge': 'The file is larger than 10 MB',
    'pricing.upload.hasErrors': 'The price sheet has {count} errors; nothing was imported',
    'pricing.upload.cell': 'Row {row}, column {column} ({header}): {message}',
    'pricing.upload.required': 'required',
    'pricing.upload.number': 'must be a number ≥ 0',
    'pricing.upload.positive': 'must be a number > 0',
    'pricing.upload.kind': 'must be first_additional, per_kg or flat',
    'pricing.upload.country': 'country code is 2 capital letters',
    'pricing.upload.header': 'the header must be "{expected}", not "{found}"',
    'pricing.upload.duplicateBreak': 'zone {zone} has the upper limit {upTo} twice',
    'pricing.upload.zoneConflict': 'zone {zone} differs from earlier rows in country, postcodes or cities',
    'pricing.upload.done': '{rows} rows imported as price version {version}',
    'pricing.collect.done': 'Collected',
    'pricing.currencyMismatch': "The price table currency {currency} differs from route {route}'s currency {routeCurrency}: fuel, surcharges and remote fees are charged in the route's currency, so its prices must be too",
    'pricing.listPriceForbidden': 'You may not change the route list price {price}: it needs the Price edit authority',
    'pricing.customerPriceForbidden': 'You may not change the price table {price}: its customer is outside your customer scope',
  },
});
