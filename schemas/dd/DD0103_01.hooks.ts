/**
 * DD0103_01 FBA order: DD0101_01's form and hooks (the screen extends it) with the shipment's ids,
 * its Amazon warehouse and its cartons. Opened with an order's id, it edits that FBA order
 * (dd/0103/detail, then dd/0103/save with the id), saved as DD0205_03 saves. The warehouse picker
 * and the carton fields are DD0103_01.cartons.tsx.
 */
export { save } from './DD0205_03.hooks';
export { CartonPick, FbaCartonNote, FbaWarehousePick } from './DD0103_01.cartons';
