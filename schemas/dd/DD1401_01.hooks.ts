/**
 * DD1401_01 first-leg order: DD0101_01's form and hooks (the screen extends it) without a
 * recipient or a route: the overseas warehouse is the destination and a first-leg tariff carries
 * the cartons (DD1401_01.tariffs.tsx), saved with dd/1401/save. Opened with an order's id, it
 * edits that first-leg order (dd/1401/detail, then dd/1401/save with the id), saved as DD0205_03 saves.
 */
export { save } from './DD0205_03.hooks';
export { TrunkQuotes } from './DD1401_01.tariffs';
