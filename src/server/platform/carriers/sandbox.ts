/**
 * The adapter for suppliers of system 'sandbox': the SBX Express protocol of
 * src/server/sandbox/carrier.ts over HTTP. Every call carries the supplier's API account and key and
 * is abandoned after `timeoutMs` (answer included). A 4xx answer is a `CarrierRefusal` with the
 * carrier's message (408 and 429 excepted); no answer, a 5xx or a malformed answer is `CarrierUnavailable`.
 */
import { trackingStatus } from '../../../domain/dictionaries/tracking-status';
import type { CreateShipmentBody } from '../../sandbox/carrier';
import {
  CarrierRefusal,
  CarrierUnavailable,
  DEFAULT_CARRIER_TIMEOUT_MS,
  type CarrierCredentials,
  type ChannelProvider,
  type CreatedShipment,
  type ProviderOptions,
  type ShipmentOrder,
  type TrackingEvent,
} from './provider';

const SYSTEM = 'sandbox';
const STATUSES = new Set(trackingStatus.items.map((i) => i.value));

const numberOf = (v: number | string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

interface Answer {
  status: number;
  contentType: string;
  bytes: Uint8Array;
}

export class SandboxChannelProvider implements ChannelProvider {
  readonly system = SYSTEM;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly credentials: CarrierCredentials,
    options: ProviderOptions = {},
  ) {
    this.base = credentials.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_CARRIER_TIMEOUT_MS;
  }

  async createShipment(order: ShipmentOrder): Promise<CreatedShipment> {
    // The wire format is SBX Express's own (its types, checked here): one address line, no company or e-mail.
    const r = order.recipient;
    const body: CreateShipmentBody = {
      reference: order.reference,
      service: order.service,
      recipient: {
        name: r.name,
        country: r.country,
        city: r.city,
        postcode: r.postcode,
        address1: [r.address1, r.address2, r.address3].filter(Boolean).join(', '),
        phone: r.phone,
      },
      parcels: order.parcels.map((p) => ({ weight: Number(p.weight), length: numberOf(p.length), width: numberOf(p.width), height: numberOf(p.height) })),
      declaredValue: numberOf(order.declaredValue),
      currency: order.currency,
    };
    const answer = this.json(await this.call('POST', '/shipments', body));
    const { shipmentId, channelNo, trackingNo, labelUrl } = answer;
    if (!isText(shipmentId) || !isText(channelNo) || !isText(trackingNo) || !isText(labelUrl)) throw this.malformed('a shipment without its numbers');
    return { shipmentId, channelNo, trackingNo, label: { url: labelUrl } };
  }

  async label(shipmentId: string): Promise<{ bytes: Uint8Array; contentType: string }> {
    const answer = await this.call('GET', `/shipments/${encodeURIComponent(shipmentId)}/label`);
    if (!answer.contentType.startsWith('application/pdf')) throw this.malformed(`a label of type ${answer.contentType || 'none'}`);
    return { bytes: answer.bytes, contentType: 'application/pdf' };
  }

  async cancel(shipmentId: string): Promise<void> {
    await this.call('DELETE', `/shipments/${encodeURIComponent(shipmentId)}`);
  }

  async trackingEvents(shipmentId: string): Promise<TrackingEvent[]> {
    const { events } = this.json(await this.call('GET', `/shipments/${encodeURIComponent(shipmentId)}/events`));
    if (!Array.isArray(events)) throw this.malformed('no events list');
    return events.map((e: Record<string, unknown>) => {
      if (!isText(e?.status) || !STATUSES.has(e.status) || !isText(e.at)) throw this.malformed(`an event ${JSON.stringify(e).slice(0, 100)}`);
      return { status: e.status, at: e.at, location: String(e.location ?? ''), description: String(e.description ?? '') };
    });
  }

  /** One call, its answer read whole within the timeout; an answer other than 2xx throws. */
  private async call(method: string, path: string, body?: unknown): Promise<Answer> {
    let answer: Answer;
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          'x-api-account': this.credentials.apiAccount,
          'x-api-key': this.credentials.key,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', bytes: new Uint8Array(await res.arrayBuffer()) };
    } catch (err) {
      const e = err as Error;
      if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new CarrierUnavailable(SYSTEM, `SBX Express did not answer within ${this.timeoutMs} ms`);
      throw new CarrierUnavailable(SYSTEM, `SBX Express unreachable: ${(e.cause as Error | undefined)?.message ?? e.message}`);
    }
    if (answer.status >= 200 && answer.status < 300) return answer;
    const message = this.errorText(answer);
    if (answer.status >= 500 || answer.status === 408 || answer.status === 429) {
      throw new CarrierUnavailable(SYSTEM, `SBX Express answered ${answer.status}: ${message}`, answer.status);
    }
    throw new CarrierRefusal(SYSTEM, message, answer.status);
  }

  /** The carrier's own message: the `error` of its JSON, else its text, at most 500 characters. */
  private errorText(answer: Answer): string {
    const text = new TextDecoder().decode(answer.bytes);
    try {
      const { error } = JSON.parse(text) as { error?: unknown };
      if (isText(error)) return error.slice(0, 500);
    } catch {
      // not JSON: the text itself
    }
    return text.slice(0, 500) || `HTTP ${answer.status}`;
  }

  private json(answer: Answer): Record<string, unknown> {
    try {
      const value = JSON.parse(new TextDecoder().decode(answer.bytes)) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // falls through
    }
    throw this.malformed('an answer that is not a JSON object');
  }

  private malformed(what: string): CarrierUnavailable {
    return new CarrierUnavailable(SYSTEM, `SBX Express answered ${what}`);
  }
}
