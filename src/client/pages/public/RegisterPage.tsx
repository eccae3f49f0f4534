import { Button, Checkbox, Form, Input, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ValidationLang } from '@domain/validators';
import type { Registration } from '../../api/public';
import { PublicFrame } from './PublicFrame';
import { domainRule } from './register/domainRule';
import { ProtocolLink } from './register/ProtocolLink';
import { useRegistration } from './register/useRegistration';

/**
 * /register: step 1 the mobile number and its SMS code, step 2 the account (username, company,
 * credit code, email, password twice, the agreement). Every rule is a shared domain validator.
 */
export default function RegisterPage() {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language as ValidationLang;
  const [form] = Form.useForm<Registration>();
  const r = useRegistration(form);
  const rule = (name: string, args?: () => Record<string, unknown>) => domainRule(lang, name, args);
  const required = rule('required');
  const label = (field: string) => t(`register.field.${field}`);

  return (
    <PublicFrame title={t('registerTitle')}>
      <div className="pb-register">
        <Steps current={r.step} size="small" items={[{ title: t('register.step1') }, { title: t('register.step2') }]} />
        <Form form={form} layout="vertical" onFinish={r.submit} requiredMark className="pb-form">
          <div hidden={r.step !== 0}>
            <Form.Item name="phone" label={label('phone')} required rules={[required, rule('mobile')]}>
              <Input inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('register.phonePlaceholder')} />
            </Form.Item>
            <Form.Item label={label('code')} required>
              <Space.Compact block>
                <Form.Item name="code" noStyle rules={[required]}>
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('register.codePlaceholder')} />
                </Form.Item>
                <Button onClick={() => void r.sendCode()} disabled={r.busy || r.countdown > 0} data-testid="send-code">
                  {r.countdown > 0 ? t('register.resendIn', { seconds: r.countdown }) : t('register.sendCode')}
                </Button>
              </Space.Compact>
            </Form.Item>
            {r.sent && <p className="pb-muted" role="status">{t('register.codeSent')}</p>}
            <Button type="primary" block onClick={() => void r.next().catch(() => {})}>
              {t('register.next')}
            </Button>
          </div>
          {r.step === 1 && (
            <>
              <Form.Item name="username" label={label('username')} required rules={[required, rule('length', () => ({ min: 3, max: 30 }))]} extra={t('register.usernameHint')}>
                <Input autoComplete="username" maxLength={30} />
              </Form.Item>
              <Form.Item name="companyName" label={label('companyName')} required rules={[required, rule('length', () => ({ max: 50 }))]}>
                <Input autoComplete="organization" maxLength={50} />
              </Form.Item>
              <Form.Item name="creditCode" label={label('creditCode')} required rules={[required, rule('creditCode')]}>
                <Input maxLength={18} />
              </Form.Item>
              <Form.Item name="email" label={label('email')} rules={[rule('email', () => ({ max: 50 }))]}>
                <Input type="email" autoComplete="email" maxLength={50} />
              </Form.Item>
              <Form.Item name="password" label={label('password')} required rules={[required, rule('password', () => ({ max: 64 }))]} extra={t('register.passwordHint')}>
                <Input.Password autoComplete="new-password" maxLength={64} />
              </Form.Item>
              <Form.Item
                name="confirmPassword"
                label={label('confirmPassword')}
                required
                dependencies={['password']}
                rules={[required, rule('confirm', () => ({ other: form.getFieldValue('password'), message: 'differ' }))]}
              >
                <Input.Password autoComplete="new-password" maxLength={64} />
              </Form.Item>
              <Form.Item
                name="agree"
                valuePropName="checked"
                rules={[{ validator: async (_r: unknown, v: unknown) => { if (v !== true) throw new Error(t('register.agreeRequired')); } }]}
              >
                <Checkbox>
                  {t('register.agree')} <ProtocolLink />
                </Checkbox>
              </Form.Item>
              <Space>
                <Button onClick={() => r.setStep(0)}>{t('register.previous')}</Button>
                <Button type="primary" htmlType="submit" loading={r.busy}>
                  {t('register.submit')}
                </Button>
              </Space>
            </>
          )}
        </Form>
        <p className="pb-muted">
          {t('register.haveAccount')} <Link to="/login">{t('goLogin')}</Link>
        </p>
      </div>
    </PublicFrame>
  );
}
