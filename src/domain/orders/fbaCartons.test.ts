import { describe, expect, it } from 'vitest';
import { cartonRefusals, crowdedCartons } from './fbaCartons';

describe('FBA cartons', () => {
  it('passes cartons with box numbers of their own, each holding a SKU line', () => {
    expect(cartonRefusals([{ boxNo: 'U001' }, { boxNo: 'U002' }], [{ boxNo: 'u001' }, { boxNo: ' U002 ' }, { boxNo: 'U001' }])).toEqual([]);
  });

  it('names a box number given twice, a line in a carton that is not there, and an empty carton, each under its field', () => {
    const refusals = cartonRefusals(
      [{ boxNo: 'U001' }, { boxNo: 'u001' }, { boxNo: 'U003' }],
      [{ boxNo: 'U001' }, { boxNo: 'U009' }],
    );
    expect(refusals).toEqual([
      { field: 'parcels.1.boxNo', key: 'fba.boxNoTwice', params: { boxNo: 'U001' } },
      { field: 'items.1.boxNo', key: 'fba.noSuchBox', params: { boxNo: 'U009' } },
      { field: 'parcels.2.boxNo', key: 'fba.emptyBox', params: { boxNo: 'U003' } },
    ]);
  });

  it('counts the items in each carton over all its lines for the note of more than 30', () => {
    expect(crowdedCartons([{ boxNo: 'U001', qtyPerBox: 20 }, { boxNo: 'U001', qtyPerBox: 11 }, { boxNo: 'U002', qtyPerBox: 30 }])).toEqual(['U001']);
  });
});
