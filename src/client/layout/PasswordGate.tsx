import { Button, Card, Form, Layout } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shellApi } from '../api/shell';
import { loadProfile } from '../auth/profile';
import { LanguageButtons } from './LanguageButtons';
import { session } from '../store/session';
import { ChangePasswordForm, useSubmitPasswordChange } from './ChangePasswordDialog';

/**
 * What a session that must change its password first sees (a reset or new account's one-time
 * password, a password too weak for the rules): the server answers nothing but user info, the
 * password check, the change and log out, so the shell shows the change form alone, with the
 * language switch and log out. Once changed, the flag clears, the shell takes over and the profile
 * loads as after a login.
 */
export function PasswordGate() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const submit = useSubmitPasswordChange(form, () => void loadProfile({ notices: true }).catch(() => {}));
  const logout = async () => {
    await shellApi.logout().catch(() => {});
    session.clear();
    session.setToken(null);
    navigate('/login', { replace: true });
  };
  return (
    <Layout className="sh-root" data-testid="password-gate">
      <header className="tp-bar">
        <span className="sh-gate-title">{t('common:appName')}</span>
        <div className="tp-spacer" />
        <LanguageButtons />
        <Button type="text" onClick={() => void logout()} data-testid="gate-logout">
          {t('logout')}
        </Button>
      </header>
      <Layout.Content className="sh-gate">
        <Card title={t('password.title')} className="sh-gate-card" data-testid="change-password">
          <ChangePasswordForm form={form} weak required />
          <Button type="primary" block onClick={() => void submit().catch(() => {})} data-testid="change-password-submit">
            {t('password.submit')}
          </Button>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
