/**
 * A carrier channel as the product sees it (DESIGN.md "outside systems"): an order is transferred
 * to it, it answers the channel number, tracking number and label, and later its tracking events.
 * Which carrier stands behind a supplier is its `system`; each system has an adapter (registry.ts).
 * The one here speaks the sandbox carrier's protocol (sandbox.ts, src/server/sandbox/carrier.ts).
 */

/** How we reach a supplier's carrier account (the supplier's API account, key and domain). */
export interface CarrierCredentials {
  apiAccount: string;
  key: string;
  /** The carrier's API base URL, e.g. http://127.0.0.1:18091 */
  baseUrl: string;
}

export interface ProviderOptions {
  /** How long one call may take, answer included, before it counts as unavailable (ms). */
  timeoutMs?: number;
}

export const DEFAULT_CARRIER_TIMEOUT_MS = 5000;

/** An order address as a carrier may need it (order_address); each adapter takes what its carrier reads. */
export interface ShipmentAddress {
  name: string;
  company?: string;
  /** ISO 3166 alpha-2 */
  country: string;
  province?: string;
  city?: string;
  postcode?: string;
  address1: string;
  address2?: string;
  address3?: string;
  phone?: string;
  email?: string;
  taxId?: string;
}

export interface ShipmentParcel {
  /** kg; numeric columns arrive as decimal strings */
  weight: number | string;
  /** cm */
  length?: number | string;
  width?: number | string;
  height?: number | string;
}

/** What a transfer sends: the order as far as a carrier needs it. */
export interface ShipmentOrder {
  /** Our system order number: the carrier keeps one shipment per reference (a repeat is safe). */
  reference: string;
  /** The supplier product's service code. */
  service: string;
  recipient: ShipmentAddress;
  parcels: ShipmentParcel[];
  declaredValue?: number | string;
  currency?: string;
}

/** A label where the carrier keeps it (fetched with `label`), or its bytes when the carrier answers them. */
export type ShipmentLabel = { url: string } | { bytes: Uint8Array; contentType: string };

export interface CreatedShipment {
  /** The carrier's id of the shipment (for cancel, label, events). */
  shipmentId: string;
  channelNo: string;
  trackingNo: string;
  label: ShipmentLabel;
}

export interface TrackingEvent {
  /** One of our tracking statuses' values (src/domain/dictionaries/tracking-status.ts): adapters map the carrier's codes. */
  status: string;
  /** ISO 8601 instant */
  at: string;
  location: string;
  description: string;
}

export interface ChannelProvider {
  /** The supplier `system` this adapter speaks for. */
  readonly system: string;
  createShipment(order: ShipmentOrder): Promise<CreatedShipment>;
  /** The label document (a PDF for the sandbox). */
  label(shipmentId: string): Promise<{ bytes: Uint8Array; contentType: string }>;
  cancel(shipmentId: string): Promise<void>;
  trackingEvents(shipmentId: string): Promise<TrackingEvent[]>;
}

/** Something went wrong with a carrier; `message` is what a transfer stores as the channel's message. */
export class CarrierError extends Error {
  constructor(
    readonly system: string,
    message: string,
    /** The carrier's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The carrier answered and said no (bad data, bad credentials, already cancelled): the message is the carrier's own; the same call again gets the same answer. */
export class CarrierRefusal extends CarrierError {}

/** No usable answer (timeout, unreachable, 5xx, a malformed answer): try again later; a repeated create is safe (one shipment per reference). */
export class CarrierUnavailable extends CarrierError {}
