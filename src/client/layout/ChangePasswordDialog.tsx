import { useEffect } from 'react';
import { Alert, App as AntApp, Form, Input, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { shellApi } from '../api/shell';
import { session } from '../store/session';
import { useConfirmDiscard } from '@renderers/dialog/confirmDiscard';
import { passwordComplexityOk, passwordsMatch } from './passwordRules';

interface Values {
  password: string;
  newPassword: string;
  confirm: string;
}

/**
 * Submits the change (SH11): POST mn/0101/user/password. Success: 'modified successfully', the
 * must-change flag cleared, `onDone`; failure: 'modify failed' plus the server's message.
 */
export function useSubmitPasswordChange(form: FormInstance<Values>, onDone: () => void) {
  const { t } = useTranslation(['shell', 'validation']);
  const { message } = AntApp.useApp();
  return async () => {
    const v = await form.validateFields();
    let result: { ok: boolean; msg: string };
    try {
      result = await shellApi.changePassword({ password: v.password, newPassword: v.newPassword });
    } catch {
      return; // duplicate submit, warning, expired token or HTTP failure: already shown
    }
    if (result.ok) {
      void message.success(t('password.success'), 4);
      onDone();
      session.setPasswordWeak(false);
    } else {
      void message.error(`${t('password.failed')}${result.msg ? `: ${result.msg}` : ''}`, 5);
    }
  };
}

/**
 * Old password, new password and confirmation. `weak` says why it is asked for (pwd/check);
 * `required`: the password must be changed before anything else (PasswordGate).
 */
export function ChangePasswordForm({ form, weak, required = false }: { form: FormInstance<Values>; weak: boolean; required?: boolean }) {
  const { t } = useTranslation(['shell', 'validation']);
  return (
    <>
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
          rules={[{ required: true }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          rules={[
            { required: true },
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
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, v: string) =>
                !v || passwordsMatch(getFieldValue('newPassword') as string, v) ? Promise.resolve() : Promise.reject(new Error(t('validation:passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </>
  );
}

/**
 * SH11: the change-password dialog of the settings menu. Success: 'modified successfully' and the
 * dialog closes; failure: 'modify failed' plus the server's message. Closed with something typed
 * (×, Esc, Cancel), it asks before discarding it, as the screens' dialogs do.
 */
export function ChangePasswordDialog({ open, weak, onClose }: { open: boolean; weak: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = useSubmitPasswordChange(form, onClose);
  const confirmDiscard = useConfirmDiscard();
  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('password.submit')}
      onOk={() => void submit().catch(() => {})}
      onCancel={() => confirmDiscard(form.isFieldsTouched(), onClose)}
      destroyOnHidden
      data-testid="change-password"
    >
      <ChangePasswordForm form={form} weak={weak} />
    </Modal>
  );
}
