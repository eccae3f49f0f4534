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
  const pieces = Math.max(1, Math.floor(input.pieces ?? 1));
  const actual = dec(input.weight);
  const step = dec(rule.step, 0);
  const minimum = dec(rule.minChargeableWeight, 0);
  const hasSize = input.length != null && input.width != null && input.height != null;
  const divisor = dec(rule.volumetricDivisor);
  const pieceVolumetric = hasSize && divisor.gt(0) ? dec(input.length!).mul(dec(input.width!)).mul(dec(input.height!)).div(divisor) : dec(0);
  const volumetric = pieceVolumetric.mul(pieces);
  const lines: Msg[] = [];
  const w3 = (d: Dec) => d.toDecimalPlaces(3).toString();
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
    chargeable = ceilToStep(maxDec(actual, volumetric), step);
    lines.push({
      key: 'pricing.trace.chargeablePerShipment',
      params: { actual: w3(actual), volumetric: w3(volumetric), step: step.toString(), chargeable: chargeable.toString() },
    });
  }
  if (chargeable.lt(minimum)) {
    lines.push({ key: 'pricing.trace.minimumWeight', params: { minimum: minimum.toString(), chargeable: chargeable.toString() } });
    chargeable = minimum;
  }
  return { actual, volumetric, chargeable, pieces, lines };
}
