/**
 * MN0201_01's avatar: the current picture (fetched with the token, shown from a blob URL) and an
 * upload of a JPG of at most 2 MB (spec section 5), checked before sending; the server checks the
 * same and the file's content.
 */
import { useEffect, useState } from 'react';
import { App, Avatar, Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { observer, useForm } from '@formily/react';
import { useEngine } from '../../renderers/EngineProvider';
import { UPLOAD_RULES, acceptAttribute, uploadIssue } from '../../src/domain/uploads/limits';
import { readBase64 } from '../../renderers/files';
import { FileButton } from '../../renderers/FileButton';

const CODE = 'MN0201_01';

// observer: whether there is an avatar comes with the form's loaded values.
const AvatarView = observer(function AvatarView() {
  const engine = useEngine();
  const form = useForm();
  const stored = form.values.hasAvatar === true;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const a = (key: string) => t(`screens.${CODE}.avatar.${key}`);
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    if ((stored || version > 0) && engine.fetchFile) {
      engine.fetchFile('mn/0201/avatar')
        .then((blob) => {
          if (!live) return;
          url = URL.createObjectURL(blob);
          setSrc(url);
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [engine, stored, version]);

  const upload = async (file: File) => {
    const issue = uploadIssue(UPLOAD_RULES.avatar, file.name, file.size);
    if (issue) return void message.error(a(issue.problem));
    setBusy(true);
    try {
      await engine.request('POST', 'mn/0201/avatar/upload', { data: { fileName: file.name, content: await readBase64(file) } });
      message.success(a('done'));
      setVersion((v) => v + 1);
    } catch {
      /* the app's request layer has said why */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space align="center" size="middle" data-testid="avatar-field">
      <Avatar size={64} src={src ?? undefined} icon={src ? undefined : <UserOutlined />} alt={a('alt')} />
      <Space direction="vertical" size={2}>
        <FileButton size="small" loading={busy} accept={acceptAttribute(UPLOAD_RULES.avatar)} testId="avatar-input" onFile={(file) => void upload(file)}>{a(src ? 'replace' : 'upload')}</FileButton>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{src ? a('rule') : `${a('none')} · ${a('rule')}`}</Typography.Text>
      </Space>
    </Space>
  );
});

/** A plain function component, as a hooks file's `components` must be (observer gives a memo object). */
export function AvatarField() {
  return <AvatarView />;
}
