/** ZJ0101_03 customer audit: the submitted data read-only; approve, or fail the review with a remark. */

const SHOWN = ['id', 'code', 'name', 'loginid', 'userType', 'companyName', 'creditCode', 'contactName', 'phone', 'email', 'address',
  'orderStatus', 'auditRemark'] as const;

export function afterLoad(data: Record<string, unknown>) {
  return { ...Object.fromEntries(SHOWN.map((k) => [k, data[k] ?? undefined])), approved: true };
}

export function beforeSubmit(values: Record<string, unknown>, ctx?: { params?: Record<string, unknown> }) {
  const id = Number(ctx?.params?.id ?? values.id);
  const remark = typeof values.remark === 'string' && values.remark.trim() ? values.remark.trim() : null;
  return { id, result: values.approved === false ? 'rejected' : 'approved', remark };
}
