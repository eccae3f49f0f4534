/**
 * One wording for "required" across the product: under a field "此项为必填项" / "This field is
 * required" (validation.required, which Formily and antd forms use too: required-text.test.tsx), and
 * where a message names what is missing, "<名称>为必填项" / "<name> is required". Not "不能为空",
 * "必填字段", "请填写…" as a whole message, "cannot be blank", a bare "required", or a prompt ("请输入密码")
 * kept as a required message (the login pages' once were). Conditional needs
 * ("企业用户必须填写公司名称") say their condition and are not this message.
 */
import { describe, expect, it } from 'vitest';
import { catalogues, type Texts } from './catalogues';

const ZH_OTHER = [/不能为空/, /必填字段/, /是必填/, /^请填写[^，。,；;]+$/, /必填(?!项)/];
const EN_OTHER = [/cannot be (blank|empty)/i, /must not be (blank|empty)/i, /mandatory/i, /^required$/i, /:\s*required$/i, /must be filled/i];

/** A message kept under a key saying "required" is not a prompt ("请输入密码" is a placeholder's words). */
const ZH_PROMPT = /^请(输入|填写)/;
const EN_PROMPT = /^(please )?enter /i;
const isRequiredKey = (k: string) => /required$/i.test(k.split('.').pop()!);

function otherWordings(zh: Texts, en: Texts): string[] {
  return [
    ...Object.entries(zh).filter(([k, v]) => ZH_OTHER.some((r) => r.test(v)) || (isRequiredKey(k) && ZH_PROMPT.test(v))).map(([k, v]) => `zh-CN ${k}: ${v}`),
    ...Object.entries(en).filter(([k, v]) => EN_OTHER.some((r) => r.test(v)) || (isRequiredKey(k) && EN_PROMPT.test(v))).map(([k, v]) => `en-US ${k}: ${v}`),
  ];
}

const all = await catalogues();

describe('one wording for required', () => {
  it('the check sees the other wordings', () => {
    expect(otherWordings({ a: '附加费名称不能为空', b: '该字段是必填字段', c: '请填写目的国', d: '{field}：必填', ok: '目的国为必填项' }, { a: 'Name cannot be blank', b: 'required', ok: 'Name is required' })).toHaveLength(6);
    expect(otherWordings({ a: '企业用户请填写公司名称和 18 位统一社会信用代码', b: '缺少必填项', passwordPlaceholder: '请输入密码' }, { a: 'This field is required', b: 'A required value is missing', passwordPlaceholder: 'Enter your password' })).toEqual([]);
    expect(otherWordings({ passwordRequired: '请输入密码' }, { passwordRequired: 'Please enter your password' })).toHaveLength(2);
  });

  for (const [name, { zh, en }] of Object.entries(all)) {
    it(name, () => expect(otherWordings(zh, en)).toEqual([]));
  }
});
