/**
 * `POST mn/0101/phone/code/check`: is this SMS code right for this number? A page that asks the
 * code in one step and the rest in the next (/register, the forgotten password on /login) checks it
 * when the visitor leaves the first step, not after they filled the second. The code is not used
 * up (the registration or the reset uses it); a wrong answer counts against its 5 tries like any
 * other (platform/sms/codes.ts), and the checks count with the other phone checks of the address.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { limitPhoneChecks, phoneOf, phoneTaken, verifiedCode } from './registration.lib';
import { customerAccountsByPhone } from './forgotPassword.lib';
import './registration.messages';

export default defineRoutes([
  {
    method: 'POST',
    url: 'mn/0101/phone/code/check',
    authority: 'public',
    summary:
      'Check an SMS code for a number without using it up (the first step of /register and of the forgotten password); ' +
      'purpose register: the number must be free; reset: it must belong to one customer account. A wrong code counts as a try',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['phone', 'code', 'purpose'],
      properties: {
        phone: { type: 'string', maxLength: 32 },
        code: { type: 'string', maxLength: 12 },
        purpose: { type: 'string', enum: ['register', 'reset'] },
      },
    },
    response: { type: 'object', properties: { phoneNum: { type: 'string' }, valid: { type: 'boolean' } } },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as { phone: string; code: string; purpose: 'register' | 'reset' };
      const phone = phoneOf(req, b.phone);
      await limitPhoneChecks(req);
      // What the next step would refuse anyway is said now, before a try of the code is spent.
      if (b.purpose === 'register' && (await phoneTaken(db, phone))) throw new AppError('reg.phoneTaken', { phone });
      if (b.purpose === 'reset') await customerAccountsByPhone(db, phone);
      await verifiedCode(req, phone, b.code);
      return { phoneNum: phone, valid: true };
    },
  },
]);
