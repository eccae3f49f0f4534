/**
 * WL0111_01 packing: a form whose actions answer the whole packing (stored as screen state); its
 * own parts are WL0111_01.packing.tsx.
 */
export { PackingLinePick, PackingView } from './WL0111_01.packing';
