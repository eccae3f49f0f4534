/**
 * The route model and the inputs and outputs of a quote. Amounts and weights are decimal
 * strings (or numbers, read as their decimal text) so they travel through JSON and SQL
 * `numeric` unchanged. Times are ISO strings or Dates.
 */
import type { DecimalLike } from './money';
import type { ParcelLine } from './weight';

/** A message key with its parameters: rendered in zh-CN or en-US by `render()` (messages.ts). */
export interface Msg {
  key: string;
  params?: Record<string, string | number>;
}

export type WeightRule = 'per_shipment' | 'per_piece';
export type TransferMethod = 'auto' | 'manual';
export type OperationState = 'operating' | 'outage';
export type RouteStatus = 'enabled' | 'not_enabled' | 'stop';
export type SurchargeKind = 'fixed' | 'per_kg' | 'per_piece' | 'percentage';

/** Zone of a price table: a country, narrowed by postcode ranges or cities (or the whole country). */
export interface Zone {
  code: string;
  name?: string;
  country: string;
  /** Inclusive ranges compared on the postcode's first `from.length` characters. */
  postcodes?: { from: string; to: string }[];
  cities?: string[];
  /** The country zone of ZJ0403_01 (geo_zone code) whose place was copied in when the version was written. */
  geoZone?: string | null;
}

/**
 * A weight break: applies to chargeable weights above the previous break's `upTo` up to and
 * including its own `upTo` (kg).
 * - first_additional: firstPrice covers firstWeight; each started additionalUnit beyond it adds additionalPrice;
 * - per_kg: weight × rate (+ base);
 * - flat: one price for the band.
 */
export type WeightBreak =
  | { kind: 'first_additional'; upTo: DecimalLike; firstWeight: DecimalLike; firstPrice: DecimalLike; additionalUnit: DecimalLike; additionalPrice: DecimalLike }
  | { kind: 'per_kg'; upTo: DecimalLike; rate: DecimalLike; base?: DecimalLike }
  | { kind: 'flat'; upTo: DecimalLike; price: DecimalLike };

export interface ZoneRate {
  zone: string;
  breaks: WeightBreak[];
  minCharge?: DecimalLike;
  /**
   * Told by the fast path each time it keeps more for this rate, with an estimate in bytes
   * (the compiled arrays, a break's compiled form, its trace lines), so that a cache of rates
   * (the server's zone cache) counts what it really holds.
   */
  held?(bytes: number): void;
}

export interface PriceTable {
  id: number | string;
  /** The name as entered (Chinese); `nameEn` the English one, when the business gave it (names.ts). */
  name: string;
  nameEn?: string | null;
  version: number | string;
  currency?: string;
  zones: Zone[];
  rates: ZoneRate[];
}

/** Fuel rule: rate as a decimal (0.015 = 15 per thousand), in force from limitedTime to validTime inclusive. */
export interface FuelRule {
  id: number | string;
  limitedTime: string | Date;
  validTime: string | Date;
  rate: DecimalLike;
}

export interface Surcharge {
  /** System surcharge name (after mapping from the channel's name), as entered (Chinese). */
  name: string;
  /** Its English name, when given: an English reader sees it (names.ts `localName`). */
  nameEn?: string | null;
  kind: SurchargeKind;
  /** Amount (fixed), per kg or per piece price, or the rate of a percentage (0.05 = 5 %, of the freight). */
  value: DecimalLike;
  minimum?: DecimalLike;
  /** Counted in the fuel base. */
  fuel?: boolean;
  /** Only when the cargo carries all these attributes. */
  attributes?: string[];
}

/** Remote fee of a route: per kg of chargeable weight, with a minimum; always subject to fuel. */
export interface RemoteFeeRule {
  perKg: DecimalLike;
  minimum?: DecimalLike;
}

export interface RemoteArea {
  id?: number | string;
  remoteType: string;
  country: string;
  postcodeFrom?: string | null;
  postcodeTo?: string | null;
  city?: string | null;
  /** Overrides of the route's remote fee for this area. */
  perKg?: DecimalLike | null;
  minimum?: DecimalLike | null;
}

/**
 * Cargo attribute combination: when the cargo has every attribute,
 * - allow: only `routes` may carry it (every other route is excluded);
 * - exclude: `routes` (every route when empty) refuse it;
 * - surcharge: `routes` (every route when empty) add `surcharge`.
 */
export interface AttributeRule {
  id?: number | string;
  name: string;
  attributes: string[];
  action: 'allow' | 'exclude' | 'surcharge';
  routes?: (number | string)[];
  surcharge?: Surcharge;
}

/** A special route: extra conditions on a route adding a surcharge; disabled or deleted ones never apply. */
export interface SpecialRoute {
  id: number | string;
  routeId: number | string;
  name: string;
  state: 'active' | 'disabled' | 'deleted';
  countries?: string[];
  postcodes?: { from: string; to: string }[];
  attributes?: string[];
  startTime?: string | Date | null;
  endTime?: string | Date | null;
  surcharge?: Surcharge;
  /** Blocks the route for matching cargo instead of charging. */
  exclude?: boolean;
}

export interface Route {
  id: number | string;
  customerRouteId?: string | null;
  name: string;
  nameEn?: string | null;
  routeType: string;
  logisticsType?: string | null;
  channelServiceType?: string | null;
  /** INT + 4 digits. */
  channelCode: string;
  serviceCode?: string | null;
  transferMethod: TransferMethod;
  remoteAreaType?: string | null;
  insurance: boolean;
  battery: boolean;
  liquid: boolean;
  weightRule: WeightRule;
  volumetricDivisor: number;
  minChargeableWeight: DecimalLike;
  step: DecimalLike;
  currency: string;
  transitDaysMin?: number | null;
  transitDaysMax?: number | null;
  operation: OperationState;
  status: RouteStatus;
  /** The price table that applies to this caller (the customer's own table or the route's). */
  priceTable: PriceTable | null;
  /** Customer discount on freight, 0 < d < 1 (absent: none). */
  discount?: DecimalLike | null;
  fuelRules: FuelRule[];
  surcharges: Surcharge[];
  remoteFee?: RemoteFeeRule | null;
}

export interface QuoteInput {
  country: string;
  postcode?: string | null;
  city?: string | null;
  /** Actual total weight, kg. */
  weight: DecimalLike;
  /** Size of one piece, cm. */
  length?: DecimalLike | null;
  width?: DecimalLike | null;
  height?: DecimalLike | null;
  pieces?: number | null;
  /** Cargo attributes ('general', 'battery', 'liquid', 'magnetic' ...): one or several. */
  cargoType?: string | string[] | null;
  declaredValue?: DecimalLike | null;
  /** An order's boxes (weight.ts `ParcelLine`): when given, `weight` and `pieces` are their sums. */
  parcels?: ParcelLine[] | null;
}

export interface QuoteContext {
  /** The order time: picks the fuel rule and the special routes in force. */
  orderTime: Date;
  remoteAreas?: RemoteArea[];
  attributeRules?: AttributeRule[];
  specialRoutes?: SpecialRoute[];
  /**
   * false: the quotes' `trace.lines` stay empty (every other trace field is kept). A list that
   * shows no lines (XX0402_01 asks a route's lines when its trace is opened) need not build
   * 500 routes' worth; an order, which stores its quote's trace, always has them.
   */
  traceLines?: boolean;
}

export interface SurchargeLine {
  name: string;
  /** Present when the surcharge has an English name. */
  nameEn?: string;
  amount: string;
  formula: Msg;
}

export interface QuoteTrace {
  priceTable: { id: number | string; name: string; nameEn?: string } | null;
  version: number | string | null;
  zone: { code: string; name?: string; reason: Msg } | null;
  weightRule: WeightRule;
  divisor: number;
  step: string;
  minimum: string;
  weightBreak: Msg | null;
  discount: string | null;
  fuelRule: number | string | null;
  fuelRate: string;
  remoteRule: { id?: number | string; remoteType: string; reason: Msg } | null;
  /** The calculation step by step, each line a message. */
  lines: Msg[];
}

export interface Quote {
  routeId: number | string;
  routeName: string;
  routeNameEn?: string | null;
  customerRouteId?: string | null;
  channelCode: string;
  actualWeight: string;
  volumetricWeight: string;
  chargeableWeight: string;
  freight: string;
  fuel: string;
  remoteFee: string;
  surcharges: SurchargeLine[];
  total: string;
  currency: string;
  transitDays: { min: number | null; max: number | null };
  /** The route offers cargo insurance (bought separately, DD0401_01; never in the total). */
  insurance: boolean;
  remote: boolean;
  trace: QuoteTrace;
}

export interface Excluded {
  routeId: number | string;
  routeName: string;
  routeNameEn?: string | null;
  channelCode: string;
  reason: Msg;
}

export interface QuoteResult {
  quotes: Quote[];
  excluded: Excluded[];
}
