import { defineDictionary } from './types';

/** Label sizes a label printer takes (DD0204_11, issue 15): 100 × 150 mm (4 × 6 in) and 100 × 100 mm; "<width>x<height>" in mm. */
export const LABEL_SIZES = ['100x150', '100x100'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

const NAMES: Record<LabelSize, { zh: string; en: string }> = {
  '100x150': { zh: '100×150 毫米', en: '100 × 150 mm' },
  '100x100': { zh: '100×100 毫米', en: '100 × 100 mm' },
};

export const labelSize = defineDictionary('labelSize', LABEL_SIZES.map((value) => ({ value, ...NAMES[value] })));
