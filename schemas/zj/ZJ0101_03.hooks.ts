/**
 * ZJ0101_03 customer audit: pick a customer awaiting review (or open one from the list), read what
 * they submitted and their documents (AuditCustomer), then approve, or fail the review with a remark.
 */
export { AuditCustomer } from './ZJ0101_03.audit';

export function afterLoad(data: Record<string, unknown>) {
  return { id: data.id ?? undefined, approved: true };
}

export function beforeSubmit(values: Record<string, unknown>, ctx?: { params?: Record<string, unknown> }) {
  const id = Number(values.id ?? ctx?.params?.id);
  const remark = typeof values.remark === 'string' && values.remark.trim() ? values.remark.trim() : null;
  return { id, result: values.approved === false ? 'rejected' : 'approved', remark };
}
