/** Routes and tables shared by the engine's tests (not a test file itself). */
import type { PriceTable, Route } from './types';

export const usTable: PriceTable = {
  id: 11,
  name: 'US Express 2026',
  version: 3,
  zones: [
    { code: 'US-W', name: 'US West', country: 'US', postcodes: [{ from: '90000', to: '96199' }] },
    { code: 'US', name: 'US', country: 'US' },
    { code: 'GB-L', name: 'London', country: 'GB', cities: ['London'] },
  ],
  rates: [
    {
      zone: 'US',
      minCharge: '50',
      breaks: [
        { kind: 'first_additional', upTo: '2', firstWeight: '0.5', firstPrice: '60', additionalUnit: '0.5', additionalPrice: '20' },
        { kind: 'per_kg', upTo: '20', rate: '55' },
        { kind: 'per_kg', upTo: '70', rate: '48' },
      ],
    },
    { zone: 'US-W', breaks: [{ kind: 'per_kg', upTo: '30', rate: '33.333' }] },
    { zone: 'GB-L', breaks: [{ kind: 'flat', upTo: '5', price: '88' }] },
  ],
};

export const fuelRules = [
  { id: 1, limitedTime: '2026-01-01T00:00:00Z', validTime: '2026-06-30T23:59:59Z', rate: '0.10' },
  { id: 2, limitedTime: '2026-07-01T00:00:00Z', validTime: '2026-12-31T23:59:59Z', rate: '0.15' },
];

export function usRoute(over: Partial<Route> = {}): Route {
  return {
    id: 1,
    name: '美国快线',
    nameEn: 'US Express',
    routeType: 'express',
    channelCode: 'INT0001',
    transferMethod: 'auto',
    insurance: true,
    battery: false,
    liquid: false,
    weightRule: 'per_shipment',
    volumetricDivisor: 5000,
    minChargeableWeight: '0.5',
    step: '0.5',
    currency: 'RMB',
    transitDaysMin: 5,
    transitDaysMax: 8,
    operation: 'operating',
    status: 'enabled',
    priceTable: usTable,
    discount: '0.9',
    fuelRules,
    surcharges: [
      { name: 'Handling', kind: 'fixed', value: '5' },
      { name: 'Security', kind: 'per_kg', value: '1.2', fuel: true },
    ],
    remoteFee: null,
    remoteAreaType: null,
    ...over,
  };
}

export const gbTable: PriceTable = {
  id: 21,
  name: 'GB Special Line',
  version: 1,
  zones: [{ code: 'GB', country: 'GB' }],
  rates: [
    {
      zone: 'GB',
      breaks: [
        { kind: 'per_kg', upTo: '30', rate: '32.5', base: '20' },
        { kind: 'per_kg', upTo: '100', rate: '30', base: '20' },
      ],
    },
  ],
};

export function gbRoute(over: Partial<Route> = {}): Route {
  return {
    ...usRoute(),
    id: 2,
    name: '英国专线',
    nameEn: 'GB Special Line',
    routeType: 'special',
    channelCode: 'INT0002',
    weightRule: 'per_piece',
    volumetricDivisor: 6000,
    minChargeableWeight: '1',
    step: '1',
    priceTable: gbTable,
    discount: null,
    surcharges: [],
    remoteAreaType: 'GB-REMOTE',
    remoteFee: { perKg: '3', minimum: '50' },
    transitDaysMin: 7,
    transitDaysMax: 10,
    ...over,
  };
}

export const gbRemote = [{ id: 7, remoteType: 'GB-REMOTE', country: 'GB', postcodeFrom: 'ZE1', postcodeTo: 'ZE3' }];
