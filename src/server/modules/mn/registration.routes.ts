/**
 * Phone self-registration (/register) and login by SMS code (/login2), spec section 7:
 *
 * 1. `POST mn/0101/reg/phone/val?phoneNum=`: is the number valid, free to register, known for
 *    login? Answers a `sign` for step 2.
 * 2. `POST mn/0101/reg/phone/valcode?phoneNum=&sign=`: texts a 6-digit code (valid 5 minutes;
 *    one per 60 s, daily caps; see platform/sms/codes.ts) through the SMS gateway.
 * 3. `POST mn/0101/reg/user`: the code plus the account data creates the customer (orderStatus
 *    OS01, individual or enterprise) and its login account in one transaction, and logs it in.
 *    Or `POST mn/0101/login/phone {phone, code}`: a session exactly like `mn/0101/login`.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { hashPassword } from '../../platform/auth/password';
import { smsSender } from '../../platform/sms/index';
import { PHONE_CODE, checkSign, consumeCode, issueCode, makeSign, withdrawCode } from '../../platform/sms/codes';
import { inTransaction } from '../../platform/transaction';
import { startSession } from './login.routes';
import { userInfoSchema } from './schemas';
import { localized, siteSettings } from './settings';
import { USERNAME_PATTERN, accountsByPhone, check, limitPhoneChecks, phoneOf, phoneTaken, text, verifiedCode } from './registration.lib';
import './registration.messages';
import './messages';

const phoneQuery = {
  type: 'object',
  required: ['phoneNum'],
  properties: { phoneNum: { type: 'string', maxLength: 32, description: 'mainland mobile number, 11 digits' } },
};

const sessionSchema = {
  type: 'object',
  properties: { token: { type: 'string', description: 'send it as the authToken header' }, user: userInfoSchema },
};

const str = (max: number) => ({ type: ['string', 'null'], maxLength: max });

interface RegisterBody {
  phone?: string;
  phoneNum?: string;
  code: string;
  username: string;
  userType?: 'individual' | 'enterprise';
  companyName?: string | null;
  creditCode?: string | null;
  email?: string | null;
  password: string;
  confirmPassword?: string | null;
  agree?: boolean;
}

export default defineRoutes([
  {
    method: 'POST',
    url: 'mn/0101/reg/phone/val',
    authority: 'public',
    summary: 'Check a mobile number: valid, free to register, known for SMS login; answers the sign that mn/0101/reg/phone/valcode needs (valid 10 minutes)',
    querystring: phoneQuery,
    response: {
      type: 'object',
      properties: {
        phoneNum: { type: 'string', description: 'the number, normalised' },
        registered: { type: 'boolean', description: 'an account or customer already has this number' },
        canRegister: { type: 'boolean' },
        canLogin: { type: 'boolean', description: 'exactly one usable account: SMS login possible' },
        sign: { type: 'string', description: 'pass to phone/valcode; HMAC of number and time, expires in signExpiresIn seconds' },
        signExpiresIn: { type: 'integer' },
        resendSeconds: { type: 'integer', description: 'at most one code per this many seconds' },
      },
    },
    async handler(req) {
      const db = req.server.db;
      const phone = phoneOf(req, (req.query as { phoneNum: string }).phoneNum);
      await limitPhoneChecks(req);
      const accounts = await accountsByPhone(db, phone);
      const registered = accounts.length > 0 || (await phoneTaken(db, phone));
      return {
        phoneNum: phone,
        registered,
        canRegister: !registered,
        canLogin: accounts.length === 1 && accounts[0].enabled && !accounts[0].locked,
        sign: await makeSign(db, phone),
        signExpiresIn: PHONE_CODE.signTtlSeconds,
        resendSeconds: PHONE_CODE.resendSeconds,
      };
    },
  },
  {
    method: 'POST',
    url: 'mn/0101/reg/phone/valcode',
    authority: 'public',
    summary: 'Text a 6-digit verification code (valid 5 minutes) to the number; needs the sign from phone/val. One per 60 s, 10 per number a day',
    querystring: {
      type: 'object',
      required: ['phoneNum', 'sign'],
      properties: { phoneNum: { type: 'string', maxLength: 32 }, sign: { type: 'string', maxLength: 100 } },
    },
    response: {
      type: 'object',
      properties: {
        phoneNum: { type: 'string' },
        expiresIn: { type: 'integer', description: 'seconds the code stays valid' },
        resendIn: { type: 'integer', description: 'seconds before another code may be asked for' },
      },
    },
    async handler(req) {
      const { db } = req.server;
      const q = req.query as { phoneNum: string; sign: string };
      const phone = phoneOf(req, q.phoneNum);
      if (!(await checkSign(db, phone, q.sign))) throw new AppError('sms.signInvalid');
      const issued = await issueCode(db, phone, req.ip || 'unknown');
      if ('refused' in issued) {
        if (issued.refused === 'tooSoon') throw new AppError('sms.tooSoon', { seconds: issued.seconds });
        throw new AppError(issued.refused === 'phoneDailyCap' ? 'sms.phoneDailyCap' : 'sms.addressDailyCap', { max: issued.max });
      }
      const site = await siteSettings(db, ['siteName']);
      const message = t(req.lang, 'sms.text', {
        site: localized(site.siteName, req.lang),
        code: issued.code,
        minutes: PHONE_CODE.ttlSeconds / 60,
      });
      try {
        await (await smsSender(req.server)).send(phone, message);
      } catch (err) {
        req.log.error({ err }, 'SMS send failed');
        await withdrawCode(db, issued.id);
        throw new AppError('sms.sendFailed');
      }
      return { phoneNum: phone, expiresIn: PHONE_CODE.ttlSeconds, resendIn: PHONE_CODE.resendSeconds };
    },
  },
  {
    method: 'POST',
    url: 'mn/0101/reg/user',
    authority: 'public',
    summary:
      'Register with the SMS code: creates the customer (individual or enterprise, orderStatus OS01) and its login account in one transaction; answers the new ids and a session like mn/0101/login',
    body: {
      type: 'object',
      required: ['code', 'username', 'password'],
      properties: {
        phone: { type: 'string', maxLength: 32, description: 'the number the code was sent to (phoneNum is accepted too)' },
        phoneNum: { type: 'string', maxLength: 32 },
        code: { type: 'string', maxLength: 12 },
        username: { type: 'string', maxLength: 64, description: 'the login ID: 3-30 letters, digits, _ . @ -' },
        userType: {
          type: 'string',
          enum: ['individual', 'enterprise'],
          description: 'default: enterprise when a company name or credit code is given, else individual',
        },
        companyName: str(100),
        creditCode: { ...str(32), description: '18 characters (GB 32100); required for an enterprise' },
        email: { ...str(100), description: 'optional, at most 50 characters' },
        password: { type: 'string', maxLength: 128, description: 'at least 6, letters and digits' },
        confirmPassword: { ...str(128), description: "optional; when sent it must equal password ('two passwords differ')" },
        agree: { type: 'boolean', description: 'the agreement checkbox; false is refused' },
      },
    },
    response: {
      type: 'object',
      properties: {
        customerId: { type: 'integer' },
        customerCode: { type: 'string' },
        loginid: { type: 'string' },
        userType: { type: 'string', enum: ['individual', 'enterprise'] },
        orderStatus: { type: 'string', description: 'OS01: must complete XX0201_01' },
        ...sessionSchema.properties,
      },
    },
    async handler(req) {
      const { db } = req.server;
      const b = req.body as RegisterBody;
      if (b.agree === false) throw new AppError('reg.agreementRequired');
      const phone = phoneOf(req, b.phone ?? b.phoneNum);
      const username = text(b.username) ?? '';
      check(req, 'username', 'required', username);
      if (!USERNAME_PATTERN.test(username)) throw new AppError('reg.usernameInvalid');
      const companyName = text(b.companyName);
      const creditCode = text(b.creditCode)?.toUpperCase() ?? null;
      const userType = b.userType ?? (companyName || creditCode ? 'enterprise' : 'individual');
      if (userType === 'enterprise' && (!companyName || !creditCode)) throw new AppError('reg.enterpriseNeedsCompany');
      check(req, 'companyName', 'length', companyName, { max: 50 });
      check(req, 'creditCode', 'creditCode', creditCode);
      const email = text(b.email);
      check(req, 'email', 'email', email);
      check(req, 'password', 'required', b.password);
      check(req, 'password', 'password', b.password, { max: 64 });
      if (b.confirmPassword != null) check(req, 'confirmPassword', 'confirm', b.confirmPassword, { other: b.password, message: 'differ' });
      // The documented default password opens accounts nobody chose: nobody may choose it.
      if (b.password === req.server.config.defaultPassword) throw new AppError('account.passwordDefault');

      // Clear answers before the code is looked at, so a typo in the username costs no attempt.
      const usernameTaken = async () =>
        (await db.query(`select 1 from app_user where lower(loginid) = lower($1)`, [username])).length > 0;
      if (await usernameTaken()) throw new AppError('reg.usernameTaken', { loginid: username });
      if (await phoneTaken(db, phone)) throw new AppError('reg.phoneTaken', { phone });
      if (creditCode && (await db.query(`select 1 from customer where credit_code = $1`, [creditCode])).length) {
        throw new AppError('reg.creditCodeTaken', { creditCode });
      }
      const codeId = await verifiedCode(req, phone, b.code);

      const passwordHash = await hashPassword(b.password);
      const name = userType === 'enterprise' ? companyName! : username;
      let created: { id: number; code: string; userId: number };
      try {
        created = await inTransaction(db, async (tx) => {
          const q = tx.query.bind(tx);
          // One registration per number at a time; the checks are repeated under the lock.
          await q(`select pg_advisory_xact_lock(hashtext('phone_code:' || $1))`, [phone]);
          if ((await q(`select 1 from app_user where mobile = $1 union all select 1 from customer where phone = $1 limit 1`, [phone])).length) {
            throw new AppError('reg.phoneTaken', { phone });
          }
          if (!(await consumeCode(tx, codeId))) throw new AppError('sms.codeMissing');
          const [c] = await q<{ id: number; code: string }>(
            `insert into customer (id, code, name, user_type, company_name, credit_code, contact_name, phone, email, order_status)
             select n.id, 'C' || lpad(n.id::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, 'OS01'
               from (select nextval(pg_get_serial_sequence('customer', 'id'))::int as id) n
             returning id, code`,
            [name, userType, companyName, creditCode, null, phone, email],
          );
          const [u] = await q<{ id: number }>(
            `insert into app_user (loginid, password_hash, user_name, user_type, customer_id, email, mobile)
             values ($1, $2, $3, 'customer', $4, $5, $6) returning id`,
            [username, passwordHash, name, c.id, email, phone],
          );
          await q(`insert into user_role (user_id, role_id) select $1, id from role where code = 'customer'`, [u.id]);
          await q(`insert into customer_account (customer_id, currency) select $1, 'RMB' where exists (select 1 from currency where code = 'RMB')`, [c.id]);
          return { id: Number(c.id), code: c.code, userId: Number(u.id) };
        });
      } catch (err) {
        // The unique login ID, taken by someone registering at the same moment.
        if ((err as { code?: string }).code === '23505' || /app_user_loginid_key/.test(String((err as Error).message))) {
          throw new AppError('reg.usernameTaken', { loginid: username });
        }
        throw err;
      }
      const session = await startSession(req, created.userId);
      return {
        customerId: created.id,
        customerCode: created.code,
        loginid: username,
        userType,
        orderStatus: 'OS01',
        ...session,
      };
    },
  },
  {
    method: 'POST',
    url: 'mn/0101/login/phone',
    authority: 'public',
    summary: 'Log in with a mobile number and its SMS code (/login2); answers what mn/0101/login answers',
    body: {
      type: 'object',
      required: ['code'],
      properties: {
        phone: { type: 'string', maxLength: 32, description: 'the mobile number (phoneNum is accepted too)' },
        phoneNum: { type: 'string', maxLength: 32 },
        code: { type: 'string', maxLength: 12 },
      },
    },
    response: sessionSchema,
    async handler(req) {
      const { db } = req.server;
      const b = req.body as { phone?: string; phoneNum?: string; code: string };
      const phone = phoneOf(req, b.phone ?? b.phoneNum);
      await limitPhoneChecks(req);
      const accounts = await accountsByPhone(db, phone);
      if (accounts.length === 0) throw new AppError('phoneLogin.phoneUnknown');
      if (accounts.length > 1) throw new AppError('phoneLogin.phoneAmbiguous');
      const codeId = await verifiedCode(req, phone, b.code);
      const [account] = accounts;
      if (!account.enabled) throw new AppError('account.disabled');
      if (account.locked) throw new AppError('account.locked');
      if (!(await consumeCode(db, codeId))) throw new AppError('sms.codeMissing');
      return startSession(req, account.id);
    },
  },
]);
