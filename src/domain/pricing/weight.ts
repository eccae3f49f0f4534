/**
 * Chargeable weight: the greater of the actual and the volumetric weight (L×W×H / divisor,
 * per piece or per shipment as the route says), rounded UP to the route's step, and never
 * below the route's minimum chargeable weight.
 */
import { ceilToStep, dec, maxDec, type Dec, type DecimalLike } from './money';
import type { Msg, WeightRule } from './types';

export interface WeightInput {
  weight: DecimalLike;
  length?: DecimalLike | null;
  width?: DecimalLike | null;
  height?: DecimalLike | null;
  pieces?: number | null;
  /**
   * An order's parcels, each `count` boxes of one weight and size. Given, they decide the weights
   * (a shipment of unlike boxes has no one size): `weight` and `pieces` must be their sums.
   */
  parcels?: ParcelLine[] | null;
}

/** `count` boxes alike: the weight and size of one box. */
export interface ParcelLine {
  weight: DecimalLike;
  length?: DecimalLike | null;
  width?: DecimalLike | null;
  height?: DecimalLike | null;
  count?: number | null;
}

export interface WeightRuleParams {
  weightRule: WeightRule;
  volumetricDivisor: number;
  step: DecimalLike;
  minChargeableWeight: DecimalLike;
}

export interface ChargeableWeight {
  actual: Dec;
  volumetric: Dec;
  chargeable: Dec;
  pieces: number;
  lines: Msg[];
}

export function chargeableWeight(input: WeightInput, rule: WeightRuleParams): ChargeableWeight {
  if (input.parcels?.length) return parcelsWeight(input.parcels, rule);
  const pieces = Math.max(1, Math.floor(input.pieces ?? 1));
  const actual = dec(input.weight);
  const step = dec(rule.step, 0);
  const minimum = dec(rule.minChargeableWeight, 0);
  const hasSize = input.length != null && input.width != null && input.height != null;
  const divisor = dec(rule.volumetricDivisor);
  const pieceVolumetric = hasSize && divisor.gt(0) ? dec(input.length!).mul(dec(input.width!)).mul(dec(input.height!)).div(divisor) : dec(0);
  const volumetric = pieceVolumetric.mul(pieces);
  const lines: Msg[] = [];
  if (hasSize) {
    lines.push({
      key: 'pricing.trace.volumetric',
      params: { l: String(input.length), w: String(input.width), h: String(input.height), divisor: rule.volumetricDivisor, pieces, volumetric: w3(volumetric) },
    });
  } else {
    lines.push({ key: 'pricing.trace.noSize' });
  }
  let chargeable: Dec;
  if (rule.weightRule === 'per_piece') {
    const pieceActual = actual.div(pieces);
    const piece = ceilToStep(maxDec(pieceActual, pieceVolumetric), step);
    chargeable = piece.mul(pieces);
    lines.push({
      key: 'pricing.trace.chargeablePerPiece',
      params: { pieces, pieceActual: w3(pieceActual), pieceVolumetric: w3(pieceVolumetric), step: step.toString(), piece: piece.toString(), chargeable: chargeable.toString() },
    });
  } else {
    chargeable = perShipment(actual, volumetric, step, lines);
  }
  return atLeastMinimum({ actual, volumetric, chargeable, pieces, lines }, minimum);
}

const w3 = (d: Dec) => d.toDecimalPlaces(3).toString();

/** Per shipment: the greater of the actual and the volumetric weight, rounded up to the step. */
function perShipment(actual: Dec, volumetric: Dec, step: Dec, lines: Msg[]): Dec {
  const chargeable = ceilToStep(maxDec(actual, volumetric), step);
  lines.push({
    key: 'pricing.trace.chargeablePerShipment',
    params: { actual: w3(actual), volumetric: w3(volumetric), step: step.toString(), chargeable: chargeable.toString() },
  });
  return chargeable;
}

/** Never below the route's minimum chargeable weight (a line says so when it applies). */
function atLeastMinimum(w: ChargeableWeight, minimum: Dec): ChargeableWeight {
  if (!w.chargeable.lt(minimum)) return w;
  w.lines.push({ key: 'pricing.trace.minimumWeight', params: { minimum: minimum.toString(), chargeable: w.chargeable.toString() } });
  return { ...w, chargeable: minimum };
}

const hasSize = (p: ParcelLine) => p.length != null && p.width != null && p.height != null;

/**
 * Unlike boxes: each line's volumetric weight from its own size; per shipment the greater of the
 * sums, per piece each box's greater weight rounded up to the step, summed. A line per box kind,
 * so the customer can follow which box weighs what.
 */
function parcelsWeight(parcels: ParcelLine[], rule: WeightRuleParams): ChargeableWeight {
  const step = dec(rule.step, 0);
  const minimum = dec(rule.minChargeableWeight, 0);
  const divisor = dec(rule.volumetricDivisor);
  const lines: Msg[] = [];
  let actual = dec(0);
  let volumetric = dec(0);
  let perPiece = dec(0);
  let pieces = 0;
  parcels.forEach((p, i) => {
    const count = Math.max(1, Math.floor(p.count ?? 1));
    const boxActual = dec(p.weight);
    const boxVolumetric = hasSize(p) && divisor.gt(0) ? dec(p.length!).mul(dec(p.width!)).mul(dec(p.height!)).div(divisor) : dec(0);
    pieces += count;
    actual = actual.add(boxActual.mul(count));
    volumetric = volumetric.add(boxVolumetric.mul(count));
    const n = i + 1;
    if (rule.weightRule === 'per_piece') {
      const piece = ceilToStep(maxDec(boxActual, boxVolumetric), step);
      perPiece = perPiece.add(piece.mul(count));
      lines.push({
        key: 'pricing.trace.parcelPerPiece',
        params: { n, count, actual: w3(boxActual), volumetric: w3(boxVolumetric), step: step.toString(), piece: piece.toString(), chargeable: piece.mul(count).toString() },
      });
    } else if (hasSize(p)) {
      lines.push({
        key: 'pricing.trace.parcelVolumetric',
        params: { n, count, l: String(p.length), w: String(p.width), h: String(p.height), divisor: rule.volumetricDivisor, volumetric: w3(boxVolumetric.mul(count)) },
      });
    } else {
      lines.push({ key: 'pricing.trace.parcelNoSize', params: { n, count } });
    }
  });
  let chargeable: Dec;
  if (rule.weightRule === 'per_piece') {
    chargeable = perPiece;
    lines.push({ key: 'pricing.trace.parcelsPerPiece', params: { pieces, chargeable: chargeable.toString() } });
  } else {
    chargeable = perShipment(actual, volumetric, step, lines);
  }
  return atLeastMinimum({ actual, volumetric, chargeable, pieces, lines }, minimum);
}
