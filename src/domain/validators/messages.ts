/**
 * Texts of every validation message key, in both languages. The client's i18n and the server's
 * catalogue (src/server/platform/formats.ts) both load this object. Placeholders are `{name}`
 * (filled by `formatIssue` here and by the server's `t`; with i18next, set
 * `interpolation: {prefix: '{', suffix: '}'}` for this namespace or use `formatIssue`).
 */
import type { ValidationIssue } from './types';

export type ValidationLang = 'zh-CN' | 'en-US';

const zh = {
  'validation.required': '此项为必填项',
  'validation.decimal.invalid': '请输入有效的数字',
  'validation.decimal.integer': '请输入整数',
  'validation.decimal.places': '最多 {scale} 位小数',
  'validation.decimal.positive': '必须大于 0',
  'validation.decimal.nonNegative': '不能小于 0',
  'validation.decimal.min': '不能小于 {min}',
  'validation.decimal.max': '不能大于 {max}',
  'validation.percent.sign': '请输入小数，不要带百分号（如千分之十五填 0.015）',
  'validation.discount.range': '折扣必须大于 0 且小于 1',
  'validation.volumeBase': '材积基数不能为 0 或空，且必须是正整数',
  'validation.weight.zero': '重量不能为 0',
  'validation.integer.invalid': '请输入整数',
  'validation.integer.min': '不能小于 {min}',
  'validation.integer.max': '不能大于 {max}',
  'validation.parcelCount.min': '包裹数至少为 {min}',
  'validation.pieceCount.max': '件数（箱数）最多 {max}',
  'validation.maxItems.copies': '批量打印最多 {max} 份',
  'validation.maxItems.orders': '批量打印最多 {max} 个订单',
  'validation.maxItems.items': '最多选择 {max} 项',
  'validation.dateRange.invalid': '请选择有效的时间范围',
  'validation.dateRange.order': '开始时间不能晚于结束时间',
  'validation.dateRange.months': '查询时间范围不能超过 {months} 个月',
  'validation.dateRange.years': '查询时间范围不能超过 {years} 年',
  'validation.length.min': '至少 {min} 个字符',
  'validation.length.max': '最多 {max} 个字符',
  'validation.length.range': '长度必须为 {min} 到 {max} 个字符',
  'validation.contactName.length': '联系人姓名长度必须为 {min} 到 {max} 个字符（一个汉字按 2 个字符计）',
  'validation.length.lessThan': '必须少于 {limit} 个字符',
  'validation.email.invalid': '请输入有效的邮箱地址',
  'validation.email.max': '邮箱最多 {max} 个字符',
  'validation.customsCode': '海关编码必须是 10 位数字',
  'validation.fbaReferenceId': 'FBA 参考编号（Reference ID）必须是 8 位字母或数字',
  'validation.fbaShipmentId': 'FBA 货件编号以 FBA 开头，后接 6 到 12 位字母或数字（如 FBA15K7QX2ZL）',
  'validation.creditCode.format': '统一社会信用代码必须是 18 位数字或大写字母',
  'validation.creditCode.checksum': '统一社会信用代码的校验位不正确',
  'validation.mawbNo.format': '主单号为 3 位航司代码加 8 位序号（如 999-12345675）',
  'validation.mawbNo.checkDigit': '主单号的校验位不正确，应为 {digit}（序号前 7 位除以 7 的余数）',
  'validation.mobile': '请输入有效的手机号码',
  'validation.loginid': '登录ID只能包含字母、数字和 _ . @ -，长度 3 到 30 位',
  'validation.accountCode': '只能包含字母、数字、_ 和 -',
  'validation.phone': '请输入有效的电话号码（数字、空格或 -，可以 + 开头，6 到 20 位）',
  'validation.roleCode': '角色编码以小写字母开头，只能包含小写字母、数字和 _，长度 2 到 30 位',
  'validation.pricingCode': '编码以小写字母开头，只能包含小写字母、数字和 _，最多 30 位',
  'validation.iconName': '图标名称只能包含字母和数字',
  'validation.menuUrl': '页面地址格式应为 模块/编号/页码.html，例如 zj/0601/01.html',
  'validation.httpUrl': '请输入以 http:// 或 https:// 开头的网址，例如 https://api.example.com',
  'validation.loopbackUrl': '请输入本机地址，例如 http://127.0.0.1:18092',
  'validation.channelCode': '渠道代码必须是 INT 加 4 位数字',
  'validation.password.min': '密码至少 {min} 位',
  'validation.password.max': '密码最多 {max} 位',
  'validation.password.letterDigit': '密码必须同时包含字母和数字',
  'validation.confirm.mismatch': '新密码与确认密码不一致',
  'validation.confirm.differ': '两次密码不一致',
  'validation.upload.type': '只能上传 {types} 格式的文件',
  'validation.upload.size': '文件大小不能超过 {size}',
  'validation.upload.invalid': '请选择有效的文件',
  'validation.notAbove.time': '限时不能大于有效时间',
  'validation.notAbove.number': '最小值不能大于最大值',
  'validation.differs': '新单号不能与原单号相同',
  'validation.postcodeRanges.format': '邮编段“{text}”格式不正确：写作 起~止 或单个邮编，多个用 ; 分隔（如 90000~96199; 100-0001）',
  'validation.postcodeRanges.hyphenRange': '“{text}”像是用 - 写的邮编段；邮编中的 - 属于邮编本身，邮编段请写作 {from}~{to}',
  'validation.postcodeRanges.range': '邮编段 {from}~{to} 起点大于终点',
  'validation.postcode.format': '“{text}”不是一个邮编：只能有字母、数字、空格和 -（最多 12 位），邮编段请把起止分别填入两个邮编框',
  'validation.postcode.hyphenRange': '“{text}”像是用 - 写的邮编段；这里只填一个邮编：起填 {from}，止填 {to}',
} as const;

export type ValidationMessageKey = keyof typeof zh;

const en: Record<ValidationMessageKey, string> = {
  'validation.required': 'This field is required',
  'validation.decimal.invalid': 'Please enter a valid number',
  'validation.decimal.integer': 'Please enter a whole number',
  'validation.decimal.places': 'At most {scale} decimal places',
  'validation.decimal.positive': 'Must be greater than 0',
  'validation.decimal.nonNegative': 'Must not be less than 0',
  'validation.decimal.min': 'Must not be less than {min}',
  'validation.decimal.max': 'Must not be greater than {max}',
  'validation.percent.sign': 'Enter a decimal without the percent sign (15 per thousand is 0.015)',
  'validation.discount.range': 'The discount must be greater than 0 and less than 1',
  'validation.volumeBase': 'The volume base cannot be 0 or empty and must be a positive whole number',
  'validation.weight.zero': 'The weight cannot be 0',
  'validation.integer.invalid': 'Please enter a whole number',
  'validation.integer.min': 'Must not be less than {min}',
  'validation.integer.max': 'Must not be greater than {max}',
  'validation.parcelCount.min': 'The parcel count must be at least {min}',
  'validation.pieceCount.max': 'At most {max} pieces (cases)',
  'validation.maxItems.copies': 'At most {max} copies per batch print',
  'validation.maxItems.orders': 'At most {max} orders per bulk print',
  'validation.maxItems.items': 'Select at most {max} items',
  'validation.dateRange.invalid': 'Please choose a valid date range',
  'validation.dateRange.order': 'The start time cannot be later than the end time',
  'validation.dateRange.months': 'The date range cannot be longer than {months} months',
  'validation.dateRange.years': 'The date range cannot be longer than {years} year(s)',
  'validation.length.min': 'At least {min} characters',
  'validation.length.max': 'At most {max} characters',
  'validation.length.range': 'Must be {min} to {max} characters long',
  'validation.contactName.length': 'A contact name must be {min} to {max} characters long (a Chinese character counts as two)',
  'validation.length.lessThan': 'Must be shorter than {limit} characters',
  'validation.email.invalid': 'Please enter a valid email address',
  'validation.email.max': 'The email address can have at most {max} characters',
  'validation.customsCode': 'The customs code must be 10 digits',
  'validation.fbaReferenceId': 'The FBA reference ID (Amazon Reference ID) must be 8 letters or digits',
  'validation.fbaShipmentId': 'An FBA shipment ID is FBA followed by 6 to 12 letters or digits (such as FBA15K7QX2ZL)',
  'validation.creditCode.format': 'The unified social credit code must be 18 digits or capital letters',
  'validation.creditCode.checksum': 'The check character of the unified social credit code is wrong',
  'validation.mawbNo.format': 'A MAWB number is a 3-digit airline prefix and an 8-digit serial (such as 999-12345675)',
  'validation.mawbNo.checkDigit': 'The check digit of the MAWB number is wrong: it should be {digit} (the first 7 digits of the serial mod 7)',
  'validation.mobile': 'Please enter a valid mobile number',
  'validation.loginid': 'A login ID has 3 to 30 letters, digits or _ . @ -',
  'validation.accountCode': 'Use letters, digits, _ and - only',
  'validation.phone': 'Please enter a valid phone number (6 to 20 digits, spaces or -, may start with +)',
  'validation.roleCode': 'A role code starts with a lower-case letter and has 2 to 30 lower-case letters, digits or _',
  'validation.pricingCode': 'A code starts with a lower-case letter and has up to 30 lower-case letters, digits or _',
  'validation.iconName': 'An icon name has letters and digits only',
  'validation.menuUrl': 'A page address looks like module/number/page.html, e.g. zj/0601/01.html',
  'validation.httpUrl': 'Enter an address starting with http:// or https://, e.g. https://api.example.com',
  'validation.loopbackUrl': 'Enter an address on this computer, e.g. http://127.0.0.1:18092',
  'validation.channelCode': 'The channel code must be INT followed by 4 digits',
  'validation.password.min': 'The password must have at least {min} characters',
  'validation.password.max': 'The password can have at most {max} characters',
  'validation.password.letterDigit': 'The password must contain both letters and digits',
  'validation.confirm.mismatch': 'New password and confirmation password do not match',
  'validation.confirm.differ': 'Two passwords differ',
  'validation.upload.type': 'Only {types} files can be uploaded',
  'validation.upload.size': 'The file cannot be larger than {size}',
  'validation.upload.invalid': 'Please choose a valid file',
  'validation.notAbove.time': 'The limited time cannot exceed the valid time',
  'validation.notAbove.number': 'The minimum cannot be greater than the maximum',
  'validation.differs': 'The new number must differ from the old one',
  'validation.postcodeRanges.format': 'Postcode range "{text}" is invalid: write from~to or one postcode, several separated by ; (e.g. 90000~96199; 100-0001)',
  'validation.postcodeRanges.hyphenRange': '"{text}" looks like a range written with -; a - belongs to the postcode itself, write the range as {from}~{to}',
  'validation.postcodeRanges.range': 'Postcode range {from}~{to} starts after it ends',
  'validation.postcode.format': '"{text}" is not one postcode: letters, digits, spaces and - only (up to 12); for a range put its ends into the from and to fields',
  'validation.postcode.hyphenRange': '"{text}" looks like a range written with -; one postcode goes here: {from} into from, {to} into to',
};

/** Every validation message key in zh-CN and en-US (`defineMessages` shape on the server). */
export const validationMessages: Record<ValidationLang, Record<ValidationMessageKey, string>> = { 'zh-CN': zh, 'en-US': en };

/** Fills `{name}` placeholders; an unknown placeholder stays as it is. */
export function fillParams(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (params[name] !== undefined ? String(params[name]) : m));
}

/** An issue's text in a language (the key itself when unknown). */
export function formatIssue(issue: ValidationIssue, lang: ValidationLang): string {
  const text = (validationMessages[lang] as Record<string, string>)[issue.key] ?? issue.key;
  return fillParams(text, issue.params);
}
