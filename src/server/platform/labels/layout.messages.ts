import { defineMessages } from '../i18n';

/** What is wrong with a label layout (src/domain/labels/layout.ts `layoutProblems`). */
defineMessages({
  'zh-CN': {
    'labels.layout.row': '第 {row} 行：{problem}',
    'labels.layout.size': '面单尺寸须在 {min}～{max} 毫米之间',
    'labels.layout.outside': '元素超出面单范围或尺寸不正确',
    'labels.layout.unknownField': '字段 {field} 不存在',
    'labels.layout.fontSize': '字号须在 {min}～{max} 磅之间',
    'labels.layout.minSize': '最小字号须在 {min} 磅与字号之间',
    'labels.layout.lines': '行数须为 1～{max} 的整数',
    'labels.layout.noText': '文字内容为必填项',
    'labels.layout.noField': '请选择条码的字段',
    'labels.layout.barcodeSize': '条码区域至少 {w}×{h} 毫米，否则扫描枪读不出',
  },
  'en-US': {
    'labels.layout.row': 'Row {row}: {problem}',
    'labels.layout.size': 'The label size must be {min} to {max} mm',
    'labels.layout.outside': 'The element lies outside the label or has no size',
    'labels.layout.unknownField': 'There is no field {field}',
    'labels.layout.fontSize': 'The font size must be {min} to {max} pt',
    'labels.layout.minSize': 'The smallest font size must be between {min} pt and the font size',
    'labels.layout.lines': 'Lines must be a whole number from 1 to {max}',
    'labels.layout.noText': 'The text is required',
    'labels.layout.noField': 'Choose the field the barcode encodes',
    'labels.layout.barcodeSize': 'A barcode needs at least {w} × {h} mm, or a scanner cannot read it',
  },
});
