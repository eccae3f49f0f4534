/**
 * ZJ0101_03's customer field: the customers of the auditor's scope awaiting review to pick from (or
 * the one the list opened), and beside the decision what that customer submitted (user type,
 * company, credit code, contact, phone, email, address, when, the last review's remark) with the
 * documents to open. An auditor whose scope holds nobody awaiting review is told so, not shown an
 * empty picker (and no decision).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Select, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { dictionaryText } from '../../renderers/registry';
import { SEARCH_BY_LABEL } from '../../renderers/searchByLabel';
import { sizeText } from '../../src/domain/uploads/limits';
import { timeService } from '../../renderers/time';

const CODE = 'ZJ0101_03';

interface Option { value: number; label: string }
interface Customer {
  id: number; code: string; name: string; loginid: string | null; userType: string; companyName: string | null; creditCode: string | null;
  contactName: string | null; phone: string | null; email: string | null; address: string | null; orderStatus: string;
  auditRemark: string | null; submittedAt?: string | null;
}
interface Document { id: number; kind: 'licence' | 'identity'; fileName: string; size: number; uploadedAt: string }

function useTexts() {
  const { t, i18n } = useTranslation();
  const tx = (key: string, opts?: Record<string, unknown>) => t(`screens.${CODE}.${key}`, opts) as string;
  const dict = (name: string, value: string) => label(name, value, i18n.language, (k) => t(k) as string);
  return { tx, dict };
}

/** A dictionary's label in the current language (the customer's user type, the review status). */
const label = (name: string, value: string, lang: string, t: (key: string) => string): string => dictionaryText(name, value, lang, t) ?? value;

function Submission({ id }: { id: number }) {
  const engine = useEngine();
  const { tx, dict } = useTexts();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [documents, setDocuments] = useState<Document[] | null>(null);
  useEffect(() => {
    let live = true;
    setCustomer(null);
    setDocuments(null);
    (engine.request('GET', 'zj/0101/detail', { params: { id } }) as Promise<Customer>).then((c) => live && setCustomer(c)).catch(() => undefined);
    (engine.request('GET', 'zj/0101/documents', { params: { customerId: id } }) as Promise<{ list?: Document[] }>)
      .then((r) => live && setDocuments(r?.list ?? []))
      .catch(() => live && setDocuments([]));
    return () => { live = false; };
  }, [engine, id]);
  if (!customer) return <Spin size="small" />;
  const view = async (d: Document) => {
    if (!engine.fetchFile) return;
    const blob = await engine.fetchFile('zj/0101/document', { id: d.id });
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  };
  const enterprise = customer.userType === 'enterprise';
  const f = (name: string) => tx(`fields.${name}`);
  const items = [
    { key: 'code', label: f('code'), children: `${customer.name} (${customer.code})` },
    { key: 'loginid', label: f('loginid'), children: customer.loginid ?? '–' },
    { key: 'userType', label: f('userType'), children: dict('userType', customer.userType) },
    { key: 'orderStatus', label: f('orderStatus'), children: <Tag data-status={customer.orderStatus}>{dict('orderStatus', customer.orderStatus)}</Tag> },
    ...(enterprise
      ? [
          { key: 'companyName', label: f('companyName'), children: customer.companyName ?? '–' },
          { key: 'creditCode', label: f('creditCode'), children: customer.creditCode ?? '–' },
        ]
      : []),
    { key: 'contactName', label: f('contactName'), children: customer.contactName ?? '–' },
    { key: 'phone', label: f('phone'), children: customer.phone ?? '–' },
    { key: 'email', label: f('email'), children: customer.email ?? '–' },
    { key: 'submittedAt', label: f('submittedAt'), children: timeService().format(customer.submittedAt) || '–' },
    { key: 'address', label: f('address'), span: 2, children: customer.address ?? '–' },
    ...(customer.auditRemark ? [{ key: 'auditRemark', label: f('auditRemark'), span: 2, children: customer.auditRemark }] : []),
    {
      key: 'documents', label: f('documents'), span: 2,
      children: documents === null ? <Spin size="small" /> : documents.length ? (
        <Space direction="vertical" size={2}>
          {documents.map((d) => (
            <Space key={d.id} size={8} data-document={d.kind}>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void view(d).catch(() => undefined)}>{d.fileName}</Button>
              <Typography.Text type="secondary">{`${tx(`documents.${d.kind}`)} · ${sizeText(d.size)} · ${timeService().format(d.uploadedAt)}`}</Typography.Text>
            </Space>
          ))}
        </Space>
      ) : <Typography.Text type="warning">{tx('documents.none')}</Typography.Text>,
    },
  ];
  return (
    <div data-testid="audit-submission" style={{ marginTop: 8 }}>
      {customer.orderStatus !== 'OS02' && <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={tx('notPending', { status: dict('orderStatus', customer.orderStatus) })} />}
      <Descriptions bordered size="small" column={2} items={items} />
    </div>
  );
}

interface Props { value?: number | null; onChange?: (v: number | null) => void; readOnly?: boolean; disabled?: boolean }

export function AuditCustomer({ value, onChange, readOnly, disabled }: Props) {
  const engine = useEngine();
  const { params } = useScreen();
  const { tx } = useTexts();
  const fixed = params.id !== undefined && params.id !== null && params.id !== '';
  const [options, setOptions] = useState<Option[] | null>(fixed ? [] : null);
  useEffect(() => {
    if (fixed) return undefined;
    let live = true;
    (engine.request('GET', 'zj/0101/customer/options', { params: { orderStatus: 'OS02' } }) as Promise<{ list?: Option[] }>)
      .then((r) => live && setOptions(r?.list ?? []))
      .catch(() => live && setOptions([]));
    return () => { live = false; };
  }, [engine, fixed]);
  const id = value ? Number(value) : null;
  if (!fixed && options === null) return <Spin size="small" />;
  if (!fixed && options!.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('nobodyPending')} data-testid="audit-nobody" />;
  }
  return (
    <div>
      {!fixed && (
        <Select
          {...SEARCH_BY_LABEL}
          id="id"
          value={id ?? undefined}
          onChange={(v: number) => onChange?.(v)}
          options={options!}
          placeholder={tx('pick', { count: options!.length })}
          disabled={disabled || readOnly}
          style={{ width: '100%' }}
        />
      )}
      {id ? <Submission id={id} /> : null}
    </div>
  );
}
