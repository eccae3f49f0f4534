/**
 * XX0201_01's own parts: the status of the review above the fields (incomplete, awaiting review since
 * when, failed and why, approved and what a change then does), and the documents sent with the
 * information (an enterprise's business licence, an individual's identity document: PDF, JPG or PNG
 * of at most 2 MB, spec section 5), uploaded, viewed and deleted here until the review approves them.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, List, Popconfirm, Select, Space, Typography } from 'antd';
import { observer, useForm } from '@formily/react';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../renderers/EngineProvider';
import { readBase64 } from '../../renderers/files';
import { UPLOAD_RULES, acceptAttribute, sizeText, uploadIssue } from '../../src/domain/uploads/limits';
import { timeService } from '../../renderers/time';
import { FileButton } from '../../renderers/FileButton';

const CODE = 'XX0201_01';
const ALERT: Record<string, 'info' | 'warning' | 'error' | 'success'> = { OS01: 'warning', OS02: 'info', OS03: 'error', OS04: 'success' };
type Kind = 'licence' | 'identity';
const NEEDED: Record<string, Kind> = { enterprise: 'licence', individual: 'identity' };

export interface ProfileDocument { id: number; kind: Kind; fileName: string; size: number; uploadedAt: string }

function useTexts() {
  const { t } = useTranslation();
  return (key: string, opts?: Record<string, unknown>) => t(`screens.${CODE}.${key}`, opts) as string;
}

const StatusNote = observer(function StatusNote() {
  const form = useForm();
  const tx = useTexts();
  const status = String(form.values.orderStatus ?? '');
  if (!ALERT[status]) return null;
  const document = tx(`documents.${NEEDED[String(form.values.userType)] ?? 'licence'}`);
  const reason = String(form.values.auditRemark ?? '') || tx('status.noReason');
  const time = timeService().format(form.values.submittedAt) || '–';
  return (
    <Alert
      type={ALERT[status]}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="profile-status"
      data-status={status}
      message={tx(`status.${status}`, { document, reason, time })}
    />
  );
});

/** A plain function component, as a hooks file's `components` must be (observer gives a memo object). */
export function ProfileStatus() {
  return <StatusNote />;
}

const Documents = observer(function Documents() {
  const engine = useEngine();
  const form = useForm();
  const tx = useTexts();
  const { message } = App.useApp();
  const approved = form.values.orderStatus === 'OS04';
  const needed: Kind = NEEDED[String(form.values.userType)] ?? 'licence';
  const [kind, setKind] = useState<Kind>(needed);
  const [list, setList] = useState<ProfileDocument[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setKind(needed), [needed]);

  const reload = useCallback(() => {
    (engine.request('GET', 'xx/0201/documents') as Promise<{ list?: ProfileDocument[] }>)
      .then((r) => setList(r?.list ?? []))
      .catch(() => undefined);
  }, [engine]);
  useEffect(reload, [reload]);

  const upload = async (file: File) => {
    const issue = uploadIssue(UPLOAD_RULES.document, file.name, file.size);
    if (issue) return void message.error(tx(`documents.${issue.problem}`));
    setBusy(true);
    try {
      await engine.request('POST', 'xx/0201/upload', { data: { kind, fileName: file.name, content: await readBase64(file) } });
      message.success(tx('documents.uploaded'));
      reload();
    } catch {
      /* the app's request layer has said why */
    } finally {
      setBusy(false);
    }
  };
  const view = async (d: ProfileDocument) => {
    if (!engine.fetchFile) return;
    const blob = await engine.fetchFile('xx/0201/document', { id: d.id });
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  };
  const remove = async (d: ProfileDocument) => {
    await engine.request('POST', 'xx/0201/document/delete', { data: { id: d.id } });
    message.success(tx('documents.deleted'));
    reload();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="profile-documents">
      <Typography.Text type="secondary">{approved ? tx('documents.fixed') : tx('documents.needed')}</Typography.Text>
      {list.length ? (
        <List
          size="small"
          bordered
          dataSource={list}
          renderItem={(d) => (
            <List.Item
              data-document={d.kind}
              actions={[
                <Button key="view" type="link" size="small" onClick={() => void view(d).catch(() => undefined)}>{tx('documents.view')}</Button>,
                ...(approved ? [] : [
                  <Popconfirm key="delete" title={tx('documents.deleteConfirm')} onConfirm={() => remove(d).catch(() => undefined)}>
                    <Button type="link" size="small" danger>{tx('documents.delete')}</Button>
                  </Popconfirm>,
                ]),
              ]}
            >
              <List.Item.Meta title={d.fileName} description={`${tx(`documents.${d.kind}`)} · ${sizeText(d.size)} · ${timeService().format(d.uploadedAt)}`} />
            </List.Item>
          )}
        />
      ) : (
        <Typography.Text type="warning">{tx('documents.none')}</Typography.Text>
      )}
      {!approved && (
        <Space wrap>
          <Select
            value={kind}
            onChange={(v: Kind) => setKind(v)}
            style={{ minWidth: 160 }}
            aria-label={tx('fields.documents')}
            options={(['licence', 'identity'] as const).map((k) => ({ value: k, label: tx(`documents.${k}`) }))}
          />
          <FileButton loading={busy} accept={acceptAttribute(UPLOAD_RULES.document)} testId="document-input" onFile={(file) => void upload(file)}>
            {tx('documents.upload', { document: tx(`documents.${kind}`) })}
          </FileButton>
        </Space>
      )}
    </Space>
  );
});

export function ProfileDocuments() {
  return <Documents />;
}
