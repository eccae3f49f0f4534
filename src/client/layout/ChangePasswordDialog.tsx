import { useEffect } from 'react';
import { Alert, App as AntApp, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { shellApi } from '../api/shell';
import { session } from '../store/session';
import { passwordComplexityOk, passwordsMatch } from './passwordRules';

interface Values {
  password: string;
  newPassword: string;
  confirm: string;
}

/**
 * SH11: old password, new password and confirmation; POST mn/0101/user/password. Success:
 * 'modified successfully' and the dialog closes; failure: 'modify failed' plus the server's
 * message. `weak` shows why it opened by itself (pwd/check). `onLogout` makes it the only way on
 * (a session that must change its password first): it cannot be dismissed, only left by logging out.
 */
export function ChangePasswordDialog({ open, weak, onClose, onLogout }: { open: boolean; weak: boolean; onClose: () => void; onLogout?: () => void }) {
  const { t } = useTranslation(['shell', 'validation']);
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const v = await form.validateFields();
    let result: { ok: boolean; msg: string };
    try {
      result = await shellApi.changePassword({ password: v.password, newPassword: v.newPassword });
    } catch {
      return; // duplicate submit, warning, expired token or HTTP failure: already shown
    }
    if (result.ok) {
      void message.success(t('password.success'), 4);
      session.setPasswordWeak(false);
      onClose();
    } else {
      void message.error(`${t('password.failed')}${result.msg ? `: ${result.msg}` : ''}`, 5);
    }
  };

  const required = !!onLogout;
  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('password.submit')}
      onOk={() => void submit().catch(() => {})}
      onCancel={required ? undefined : onClose}
      {...(required ? { closable: false, maskClosable: false, keyboard: false, cancelText: t('logout'), cancelButtonProps: { onClick: onLogout } } : {})}
      destroyOnHidden
      data-testid="change-password"
    >
      {weak && (
        <Alert
          type="warning"
          showIcon
          message={t('password.weak')}
          description={required ? t('password.required') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" name="change-password" preserve={false}>
        <Form.Item
          name="password"
          label={t('password.old')}
          extra={required ? t('password.oldHint') : undefined}
          rules={[{ required: true, message: t('validation:required', { field: t('password.old') }) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          rules={[
            { required: true, message: t('validation:required', { field: t('password.new') }) },
            { validator: (_, v: string) => (!v || passwordComplexityOk(v) ? Promise.resolve() : Promise.reject(new Error(t('validation:passwordRule')))) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('validation:required', { field: t('password.confirm') }) },
            ({ getFieldValue }) => ({
              validator: (_, v: string) =>
                !v || passwordsMatch(getFieldValue('newPassword') as string, v) ? Promise.resolve() : Promise.reject(new Error(t('validation:passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
