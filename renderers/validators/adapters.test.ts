import { beforeAll, describe, expect, it } from 'vitest';
import { createForm } from '@formily/core';
// Tests may reach into src/domain: the engine's code does not (it gets the registry installed).
import { validators, validationMessages, fillParams } from '@domain/validators/index';
import { normalizeInput, normalizeText } from '@domain/normalize/index';
import { installValidators, compileFormilyValidator, normalizeTextEffects, toAntdRule, toAntdRules, toFormilyRule, antdNormalize, normalizeSearchValues } from './index';
import { validatorAdapters } from '../registry';

type Lang = 'zh-CN' | 'en-US';
/** A stand-in for i18next's t with the domain catalogue loaded (i18next leaves `{x}` placeholders alone). */
const tOf = (lang: Lang) => (key: string) => (validationMessages[lang] as Record<string, string>)[key] ?? key;
/** A t that fills params itself, as i18next configured with `{`/`}` interpolation would. */
const tFilling = (lang: Lang) => (key: string, params?: Record<string, unknown>) =>
  fillParams((validationMessages[lang] as Record<string, string>)[key] ?? key, params as Record<string, string | number>);

beforeAll(() => {
  installValidators({ registry: validators, normalizeInput, normalizeText, userId: () => 'banker01' });
});

describe('installValidators', () => {
  it('plugs the adapters into the engine registry', () => {
    const a = validatorAdapters();
    expect(a.names?.()).toContain('decimal');
    expect(typeof a.formily).toBe('function');
    expect(typeof a.antd).toBe('function');
  });
});

describe('Formily adapter', () => {
  it('a rule gives the translated message in either language', async () => {
    for (const [lang, text] of [['zh-CN', '最多 2 位小数'], ['en-US', 'At most 2 decimal places']] as const) {
      for (const t of [tOf(lang), tFilling(lang)]) {
        const form = createForm();
        const field = form.createField({ name: 'price', validator: [toFormilyRule('decimal', { scale: 2 }, t)] });
        await field.onInput('1.234');
        expect(field.selfErrors).toEqual([text]);
        await field.onInput('1.23');
        expect(field.selfErrors).toEqual([]);
      }
    }
  });

  it('compiles x-validator values from a schema, keeping Formily rules', async () => {
    const form = createForm();
    const rules = compileFormilyValidator([{ validator: 'mobile' }, { required: true }], tOf('en-US'));
    expect(rules).toHaveLength(2);
    const field = form.createField({ name: 'phone', validator: rules as never });
    await field.onInput('123');
    expect(field.selfErrors).toContain('Please enter a valid mobile number');
    expect(compileFormilyValidator(undefined, tOf('en-US'))).toBeUndefined();
    expect(() => compileFormilyValidator({ validator: 'mobil' }, tOf('en-US'))).toThrow(/unknown validator/);
  });

  it('cross-field args read the sibling value (also inside array rows)', async () => {
    const form = createForm({ values: { newPassword: 'abc123', rows: [{ min: 5, max: 3 }] } });
    const confirm = form.createField({ name: 'confirmPassword', validator: [toFormilyRule('confirm', { field: 'newPassword' }, tOf('zh-CN'))] });
    await confirm.onInput('abc124');
    expect(confirm.selfErrors).toEqual(['新密码与确认密码不一致']);
    await confirm.onInput('abc123');
    expect(confirm.selfErrors).toEqual([]);
    form.createArrayField({ name: 'rows' });
    form.createObjectField({ name: '0', basePath: 'rows' });
    const min = form.createField({ name: 'min', basePath: 'rows.0', validator: [toFormilyRule('notAbove', { field: 'max', message: 'number' }, tOf('en-US'))] });
    await min.validate().catch(() => undefined);
    expect(min.selfErrors).toEqual(['The minimum cannot be greater than the maximum']);
  });

  it('the installed user id reaches the validator (banker exemption)', async () => {
    const form = createForm();
    const range = form.createField({ name: 'range', validator: [toFormilyRule('dateRange', { exemptBankerIds: ['banker01'] }, tOf('en-US'))] });
    await range.onInput(['2020-01-01', '2024-01-01']);
    expect(range.selfErrors).toEqual([]);
    const strict = form.createField({ name: 'range2', validator: [toFormilyRule('dateRange', {}, tOf('en-US'))] });
    await strict.onInput(['2020-01-01', '2024-01-01']);
    expect(strict.selfErrors).toEqual(['The date range cannot be longer than 3 months']);
  });

  it('the configured exempt banker ids reach the validator, for Formily and antd alike', async () => {
    const exempt = { exemptBankerIds: () => ['banker01'] };
    const form = createForm();
    const range = form.createField({ name: 'range', validator: [toFormilyRule('dateRange', { months: 3 }, tOf('en-US'), exempt)] });
    await range.onInput(['2020-01-01', '2024-01-01']);
    expect(range.selfErrors).toEqual([]);
    const other = form.createField({ name: 'other', validator: [toFormilyRule('dateRange', { months: 3 }, tOf('en-US'), { exemptBankerIds: () => ['someoneElse'] })] });
    await other.onInput(['2020-01-01', '2024-01-01']);
    expect(other.selfErrors).toEqual(['The date range cannot be longer than 3 months']);
    const formOf = () => ({ getFieldValue: () => undefined }) as never;
    const antd = toAntdRule('dateRange', { months: 3 }, tOf('en-US'), exempt)(formOf());
    await expect((antd as any).validator({}, ['2020-01-01', '2024-01-01'])).resolves.toBeUndefined();
    const antdStrict = toAntdRule('dateRange', { months: 3 }, tOf('en-US'))(formOf());
    await expect((antdStrict as any).validator({}, ['2020-01-01', '2024-01-01'])).rejects.toThrow('The date range cannot be longer than 3 months');
  });

  it('normaliser effects: half-width while typing, trimmed on blur and before submit', async () => {
    const form = createForm({ effects: normalizeTextEffects({ skip: (f) => f.props.name === 'password' }) });
    const name = form.createField({ name: 'name' });
    const pwd = form.createField({ name: 'password' });
    const other = form.createField({ name: 'other' });
    await name.onInput(' ＡＢＣ\u3000１ ');
    expect(name.value).toBe(' ABC 1 ');
    await name.onFocus();
    await name.onBlur();
    expect(name.value).toBe('ABC 1');
    await pwd.onInput(' ａ ');
    expect(pwd.value).toBe(' ａ ');
    other.setValue('  x  ');
    await form.submit(async () => undefined);
    expect(other.value).toBe('x');
    expect(form.values).toMatchObject({ name: 'ABC 1', other: 'x', password: ' ａ ' });
  });
});

describe('antd adapter', () => {
  const formOf = (values: Record<string, unknown>) => ({ getFieldValue: (name: unknown) => values[(name as string[]).join('.')] }) as never;

  it('rejects with the translated message in either language', async () => {
    const rule = toAntdRule('customsCode', undefined, tOf('zh-CN'))(formOf({}));
    await expect(rule.validator({}, '123')).rejects.toThrow('海关编码必须是 10 位数字');
    await expect(rule.validator({}, '8471300000')).resolves.toBeUndefined();
    const en = toAntdRule('length', { max: 13 }, tOf('en-US'))(formOf({}));
    await expect(en.validator({}, 'a'.repeat(14))).rejects.toThrow('At most 13 characters');
  });

  it('reads other fields and maps lists of references', async () => {
    const [rule] = toAntdRules([{ name: 'notAbove', args: { field: 'validTime' } }, { required: true }], tOf('en-US'));
    await expect(rule(formOf({ validTime: '2024-01-01' })).validator({}, '2024-02-01')).rejects.toThrow('The limited time cannot exceed the valid time');
    await expect(rule(formOf({ validTime: '2024-03-01' })).validator({}, '2024-02-01')).resolves.toBeUndefined();
    // the engine's registry hook has the same shape (name, args, t)
    const viaEngine = validatorAdapters().antd!('mobile', undefined, tOf('en-US')) as ReturnType<typeof toAntdRule>;
    await expect(viaEngine(formOf({})).validator({}, '1')).rejects.toThrow('Please enter a valid mobile number');
  });

  it('normalises search input and search values', () => {
    expect(antdNormalize()('ＳＦ１ ')).toBe('SF1 ');
    expect(antdNormalize()(5)).toBe(5);
    expect(normalizeSearchValues({ no: ' ＳＦ１ ', range: [' a ', 'b'], n: 3 })).toEqual({ no: 'SF1', range: ['a', 'b'], n: 3 });
  });
});
