import { defineDictionary } from './types';

/** What a label template's element is (ZJ0504_02, src/domain/labels/layout.ts). */
export const labelElementKind = defineDictionary('labelElementKind', [
  { value: 'text', zh: '文字', en: 'Text' },
  { value: 'barcode', zh: '条码', en: 'Barcode' },
  { value: 'rule', zh: '线条', en: 'Line' },
]);

/** The symbol a barcode element draws. */
export const labelSymbology = defineDictionary('labelSymbology', [
  { value: 'code128', zh: '一维码 Code 128', en: 'Code 128' },
  { value: 'qrcode', zh: '二维码', en: 'QR code' },
]);

/** Where a text sits in its box. */
export const textAlign = defineDictionary('textAlign', [
  { value: 'left', zh: '左对齐', en: 'Left' },
  { value: 'center', zh: '居中', en: 'Centre' },
  { value: 'right', zh: '右对齐', en: 'Right' },
]);
