import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import Fastify from 'fastify';
import { installFormats, validationContext, validationMessage, X_VALIDATOR } from './formats';
import { validatorCompiler } from './validation';
import { pickLang, t } from './i18n';
import './messages';

function ajvWithFormats() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  installFormats(ajv);
  return ajv;
}

const bodySchema = {
  type: 'object',
  properties: {
    price: { type: ['string', 'number'], 'x-validator': { validator: 'decimal', args: { scale: 2 } } },
    phone: { type: 'string', 'x-validator': ['mobile', { required: true }] },
    newPassword: { type: 'string', 'x-validator': [{ name: 'password' }] },
    confirmPassword: { type: 'string', 'x-validator': [{ validator: 'confirm', args: { field: 'newPassword' } }] },
    name: { type: 'string', 'x-normalize': true, 'x-validator': { validator: 'length', args: { max: 5 } } },
  },
};

describe('x-validator keyword', () => {
  it('rejects a bad body with the validator message key, translated by validationMessage', () => {
    const validate = ajvWithFormats().compile(bodySchema);
    expect(validate({ price: '1.234' })).toBe(false);
    const [err] = validate.errors!;
    expect(err).toMatchObject({ keyword: X_VALIDATOR, instancePath: '/price', message: 'validation.decimal.places', params: { validator: 'decimal', key: 'validation.decimal.places', params: { scale: 2 } } });
    expect(validationMessage(err, 'en-US')).toBe('At most 2 decimal places');
    expect(validationMessage(err, 'zh-CN')).toBe('最多 2 位小数');
    expect(validate({ price: '1.23', phone: '13800138000' })).toBe(true);
  });

  it('reports every failing field (allErrors) and ignores Formily-only rules', () => {
    const validate = ajvWithFormats().compile(bodySchema);
    expect(validate({ price: 0, phone: '123', newPassword: 'abcdef' })).toBe(false);
    expect(validate.errors!.map((e) => [e.instancePath, e.message])).toEqual([
      ['/price', 'validation.decimal.positive'],
      ['/phone', 'validation.mobile'],
      ['/newPassword', 'validation.password.letterDigit'],
    ]);
  });

  it('cross-field args read the object holding the value', () => {
    const validate = ajvWithFormats().compile(bodySchema);
    expect(validate({ newPassword: 'abc123', confirmPassword: 'abc124' })).toBe(false);
    expect(validationMessage(validate.errors![0], 'en-US')).toBe('New password and confirmation password do not match');
    expect(validate({ newPassword: 'abc123', confirmPassword: 'abc123' })).toBe(true);
  });

  it('x-normalize rewrites the string before it is validated', () => {
    const validate = ajvWithFormats().compile(bodySchema);
    const body = { name: '\u3000ＡＢＣ  ' };
    expect(validate(body)).toBe(true);
    expect(body.name).toBe('ABC');
  });

  it('the user from validationContext reaches the validator (banker exemption)', () => {
    const validate = ajvWithFormats().compile({
      type: 'object',
      properties: { range: { type: 'array', 'x-validator': { validator: 'dateRange', args: { exemptBankerIds: ['banker01'] } } } },
    });
    const body = { range: ['2020-01-01', '2024-01-01'] };
    expect(validate(body)).toBe(false);
    expect(validationContext.run({ userId: 'banker01' }, () => validate(body))).toBe(true);
  });

  it('a schema naming an unknown validator or bad args fails when it compiles', () => {
    const ajv = ajvWithFormats();
    expect(() => ajv.compile({ type: 'string', 'x-validator': { validator: 'decimall' } })).toThrow(/unknown validator: decimall/);
    expect(() => ajv.compile({ type: 'string', 'x-validator': { validator: 'decimal', args: { scale: 'two' } } })).toThrow(/bad args/);
  });

  it("ajv's own keywords are translated; unknown ones keep their message", () => {
    expect(validationMessage({ keyword: 'type', message: 'must be string', params: { type: 'string' } }, 'en-US')).toBe('has the wrong type (expected string)');
    expect(validationMessage({ keyword: 'maxLength', message: 'x', params: { limit: 50 } }, 'zh-CN')).toBe('长度不能超过 50 个字符');
    expect(validationMessage({ keyword: 'dependentRequired', message: 'must have property b', params: {} }, 'en-US')).toBe('must have property b');
  });

  it('the validation messages are in the server catalogue', () => {
    expect(t('en-US', 'validation.length.max', { max: 30 })).toBe('At most 30 characters');
  });
});

describe('server ajv instances', () => {
  it('have the keyword through onAjv, and a route answers with the translated message', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    // What the envelope does with validation errors, with validationMessage in place of v.message.
    app.setErrorHandler((err: { validation?: { instancePath: string; keyword: string; message?: string; params: object }[] }, req, reply) => {
      const lang = pickLang(req.headers['accept-language']);
      const detail = (err.validation ?? []).map((v) => `${v.instancePath.replace(/^\//, '')} ${validationMessage(v, lang)}`.trim()).join('; ');
      void reply.send({ code: 500, msg: t(lang, 'common.badRequest', { detail }), data: null });
    });
    app.post('/xx/0000/probe', { schema: { body: bodySchema } }, async () => ({ code: 0 }));
    const res = await app.inject({ method: 'POST', url: '/xx/0000/probe', headers: { 'accept-language': 'en-US' }, payload: { price: '9.999' } });
    expect(res.json()).toEqual({ code: 500, msg: 'Invalid request: price At most 2 decimal places', data: null });
    const zh = await app.inject({ method: 'POST', url: '/xx/0000/probe', headers: { 'accept-language': 'zh-CN' }, payload: { phone: '1' } });
    expect(zh.json().msg).toBe('请求参数不正确：phone 请输入有效的手机号码');
    const ok = await app.inject({ method: 'POST', url: '/xx/0000/probe', payload: { price: '9.99' } });
    expect(ok.json()).toEqual({ code: 0 });
    await app.close();
  });
});
