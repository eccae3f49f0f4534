/** JSON schemas shared by the accounts routes (OpenAPI and serialisation). */
export const staffRef = {
  type: 'object',
  properties: { userId: { type: 'integer' }, loginid: { type: 'string' }, userName: { type: 'string' } },
};

export const customerRef = {
  type: 'object',
  properties: { customerId: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
};

export const userInfoSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    userName: { type: 'string' },
    loginid: { type: 'string' },
    userType: { type: 'string', enum: ['staff', 'customer'] },
    customerId: { type: ['integer', 'null'] },
    customerType: { type: ['string', 'null'], description: 'individual | enterprise (customer accounts)' },
    orderStatus: { type: 'string', description: 'OS01 information incomplete ... OS04 approved; staff are OS04' },
    stationId: { type: ['integer', 'null'] },
    stationName: { type: ['string', 'null'] },
    bankerId: { type: ['string', 'null'] },
    dateRangeExempt: { type: 'boolean', description: 'the caller may query date ranges longer than 3 months (configured banker ids)' },
    viewAll: { type: 'boolean' },
    roles: { type: 'array', items: { type: 'string' } },
    relatedUser: { type: 'array', items: customerRef, description: 'the customers of a limited data scope; empty when viewAll (every customer: dd/0205/customer/map lists them)' },
    kfSubordinates: { type: 'array', items: staffRef },
    xsSubordinates: { type: 'array', items: staffRef },
    cwSsubordinates: { type: 'array', items: staffRef },
    mustChangePassword: { type: 'boolean' },
    timeZone: { type: 'string', description: "the business time zone (IANA name, BUSINESS_TIME_ZONE): times are shown on its clock, and a date picker's zone-less value is read on it" },
  },
};
