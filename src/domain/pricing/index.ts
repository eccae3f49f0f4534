/** The pricing engine: pure, decimal, every quote with its trace. See README.md. */
export * from './types';
export * from './money';
export * from './weight';
export * from './zones';
export * from './priceTable';
export * from './fuel';
export * from './surcharges';
export * from './remote';
export * from './attributes';
export * from './quote';
export * from './messages';
export * from './postcode';
export * from './service';
