/**
 * The bodies of xx/0402/trial and xx/0402/remote, built from XX0402_01's form (issue 3: the server
 * validates with the very schema the form was rendered from, text normalised: full-width to
 * half-width, trimmed). What the form edits one way and sends another is said here only:
 * - the remote check's fields (remoteCountry …) are the remote body's country, postcode, city;
 * - pieces go as a whole number (XX0402_01.hooks.ts `trialBody`); cargo types as a list or one text;
 * - decimals (weight, sizes, declared value) may also come as JSON numbers from API clients; the
 *   form's own validator checks either, so a bad value gets one message;
 * - fields only API clients send (customerId, routeIds, orderTime, trace, texts, current, pageSize) are added.
 */
import { formBody } from '../../platform/formBody';
import type { JsonSchema } from '../../platform/route';
import XX0402_01 from '../../../../schemas/xx/XX0402_01.json' with { type: 'json' };

type Props = Record<string, JsonSchema & { type?: string | string[] }>;

const REMOTE_FIELDS = { remoteCountry: 'country', remotePostcode: 'postcode', remoteCity: 'city' } as const;
const DECIMALS = ['weight', 'length', 'width', 'height', 'declaredValue'];

const form = formBody(XX0402_01) as { properties: Props };

const alsoNumber = (schema: JsonSchema & { type?: string | string[] }): JsonSchema => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type as string];
  return { ...schema, type: [...types.filter((t) => t !== 'null'), 'number', ...types.filter((t) => t === 'null')] };
};

export const trialBody: JsonSchema = formBody(XX0402_01, undefined, {
  sent: {
    ...Object.fromEntries(Object.keys(REMOTE_FIELDS).map((name) => [name, null])),
    ...Object.fromEntries(DECIMALS.map((name) => [name, alsoNumber(form.properties[name])])),
    pieces: { type: ['integer', 'null'], minimum: 1, maximum: 80 },
    // The form's list of codes, or API clients' one text of them ("battery,liquid").
    cargoType: { type: ['array', 'string', 'null'], items: { type: 'string', maxLength: 30 }, maxItems: 10, maxLength: 100 },
    customerId: { type: ['integer', 'null'], minimum: 1 },
    routeIds: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 1000 },
    orderTime: { type: ['string', 'null'], 'x-time': true },
    /**
     * full (default): trace lines as {key, params, text}; keys: lines as {key, params} (the
     * client renders them in its language, as XX0402_01 does); text: lines as texts only;
     * none: no lines (the trace's other fields stay). keys, text and none suit long route
     * lists; one route's full trace on demand: routeIds: [id] with the same orderTime.
     */
    trace: { type: 'string', enum: ['full', 'keys', 'text', 'none'] },
    /**
     * text (default): the answer's texts rendered in the request's language; keys: also the
     * messages behind them (an excluded route's reasonParams, each route's routeNameZh), so a
     * client renders them in either language without asking again (messages.ts TextsMode).
     */
    texts: { type: 'string', enum: ['text', 'keys'] },
    /**
     * A page of the quotes (every route is still priced: the order needs every total). Without
     * pageSize, every quote. XX0402_01 shows pages of its table; `total` and `cheapest` in the
     * answer speak of every quote either way.
     */
    current: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
  },
});

/** The remote check: the form's remote fields under the API's names, and a remote-area type to narrow it. */
export const remoteBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['country'],
  properties: {
    ...Object.fromEntries(Object.entries(REMOTE_FIELDS).map(([field, name]) => [name, form.properties[field]])),
    // The form asks for it before it calls (XX0402_01.hooks.ts remoteCheck); the API needs it.
    country: { ...form.properties.remoteCountry, type: 'string', 'x-validator': [{ name: 'required' }] },
    remoteType: { type: ['string', 'null'], maxLength: 30, 'x-normalize': true },
  },
};
