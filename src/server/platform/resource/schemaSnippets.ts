/**
 * JSON-schema pieces the resource routes' bodies and filters repeat (texts, decimals, ids, times,
 * postcode ranges, money), so a spec writes `S.int(1)` instead of the object every time.
 */

/**
 * Money: a numeric string (never a float), at least 0, at most 2 decimals, fitting numeric(14, 2).
 * Checked by the shared domain validator (src/domain/validators), the one the form runs.
 */
export const moneySchema = {
  type: 'string',
  'x-normalize': true,
  'x-validator': { validator: 'decimal', args: { scale: 2, allowZero: true, max: '999999999999.99' } },
} as const;

export const S = {
  text: (max = 100) => ({ type: 'string', maxLength: max }),
  optText: (max = 100) => ({ type: ['string', 'null'], maxLength: max }),
  /** Decimal ≥ 0 with at most `scale` decimals, as a string or number (V03). */
  dec: (scale = 3) => ({ anyOf: [{ type: 'number', minimum: 0 }, { type: 'string', pattern: `^\\d{1,10}(\\.\\d{1,${scale}})?$` }] }),
  optDec: (scale = 3) => ({ anyOf: [{ type: 'number', minimum: 0 }, { type: 'string', pattern: `^\\d{1,10}(\\.\\d{1,${scale}})?$` }, { type: 'null' }, { const: '' }] }),
  int: (min = 0) => ({ type: 'integer', minimum: min }),
  optInt: (min = 0) => ({ type: ['integer', 'null'], minimum: min }),
  bool: { type: 'boolean' },
  /** A time: an ISO instant, or the business zone's wall time (x-time: the handler gets the instant). */
  time: { type: ['string', 'null'], 'x-time': true },
  enumOf: (...v: string[]) => ({ type: 'string', enum: v }),
  strings: (max = 200) => ({ type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: max }),
  ids: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 5000 },
  ranges: { type: 'array', maxItems: 500, items: { type: 'object', additionalProperties: false, required: ['from'], properties: { from: { type: 'string', minLength: 1, maxLength: 12 }, to: { type: 'string', maxLength: 12 } } } },
};
