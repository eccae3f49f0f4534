/**
 * XX0201_01 personal information completion (SCREENS.md XX0201_01, spec section 2 "persistent
 * notice when orderStatus is OS01"). A customer account completes what the business needs to
 * approve it, with its documents (an enterprise's business licence, an individual's identity
 * document: PDF or image, at most 2 MB); submitting hands the information to customer service
 * (ZJ0101_03), so the status moves to awaiting review and the shell's OS01 notice goes away at the
 * next profile load. Once approved, what was reviewed (user type, company, credit code, documents)
 * is fixed: the customer keeps ordering and may still change the contact details, which need no
 * review; a change to the rest goes through customer service. Every answer says what it did.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import path from 'node:path';
import { defineMessages, t } from '../../platform/i18n';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import { formBody } from '../../platform/formBody';
import { inTransaction } from '../../platform/resource';
import { normText, optText } from '../../platform/text';
import { instantSql } from '../../platform/time';
import { checkedUpload, removeStored, sendStored, withStoredFile } from '../../platform/files/uploads';
import { MIME_TYPES, UPLOAD_RULES } from '../../../domain/uploads/limits';
import {
  DOCUMENT_KINDS, MAX_DOCUMENTS, NEEDED_DOCUMENT, customerDocuments, documentFile, documentItem, documentList, fileQuery,
  type DocumentKind, type DocumentRow,
} from '../zj/customerDocuments';
import { customerItemProps } from '../zj/customer.service';
import profileForm from '../../../../schemas/xx/XX0201_01.json' with { type: 'json' };

defineMessages({
  'zh-CN': {
    'profile.customerOnly': '只有客户账号需要完善个人信息',
    'profile.companyRequired': '企业用户必须填写公司名称和统一社会信用代码',
    'profile.creditCodeTaken': '统一社会信用代码 {creditCode} 已被其他客户使用',
    'profile.documentRequired': '提交审核前请上传{document}（PDF 或图片，不超过 2 MB）',
    'profile.document.licence': '营业执照',
    'profile.document.identity': '身份证件',
    'profile.approvedFixed': '资料已审核通过：用户类型、公司名称、统一社会信用代码和证件不能再修改，如需变更请联系客服',
    'profile.documentsFull': '最多上传 {max} 个文件，请先删除不需要的文件',
    'profile.submitted': '资料已提交，等待客服审核；审核通过前不能下单',
    'profile.updatedPending': '资料已更新，仍在等待客服审核',
    'profile.savedApproved': '联系信息已保存，立即生效；您的账号仍为审核通过，可以正常下单',
  },
  'en-US': {
    'profile.customerOnly': 'Only customer accounts complete personal information',
    'profile.companyRequired': 'An enterprise needs its company name and unified social credit code',
    'profile.creditCodeTaken': 'The unified social credit code {creditCode} belongs to another customer',
    'profile.documentRequired': 'Upload your {document} (PDF or image, at most 2 MB) before submitting for review',
    'profile.document.licence': 'business licence',
    'profile.document.identity': 'identity document',
    'profile.approvedFixed': 'Your information is approved: the user type, company, credit code and documents can no longer change here; ask customer service to change them',
    'profile.documentsFull': 'At most {max} files: delete one you no longer need first',
    'profile.submitted': 'Submitted: customer service now reviews it; you can place orders once it is approved',
    'profile.updatedPending': 'Updated: it still awaits review by customer service',
    'profile.savedApproved': 'Contact details saved and in effect at once; your account stays approved and you can keep ordering',
  },
});

/** What the customer is told a save did, by the status it leaves (OS04 stays approved). */
const SAVED_MESSAGE: Record<string, string> = { OS02: 'profile.submitted', OS04: 'profile.savedApproved' };

const AUTH_PROFILE = 'xx/0201/01.html';

/**
 * What a submission does to the order status: incomplete or failed information goes to review;
 * a pending review stays pending; an approved customer keeps ordering while editing contacts.
 */
export const STATUS_AFTER_SUBMIT: Record<string, string> = { OS01: 'OS02', OS02: 'OS02', OS03: 'OS02', OS04: 'OS04' };

interface ProfileBody {
  userType: 'individual' | 'enterprise';
  companyName?: string | null;
  creditCode?: string | null;
  contactName: string;
  phone: string;
  email: string;
  address: string;
}

// The customer's own fields as the customer list answers them, plus where the review stands.
const { userType, companyName, creditCode, contactName, phone, email, address } = customerItemProps;
const profileProps = {
  userType, companyName, creditCode, contactName, phone, email, address,
  orderStatus: { type: 'string', description: 'OS01 incomplete, OS02 awaiting review, OS03 review failed, OS04 approved' },
  auditRemark: { type: ['string', 'null'], description: 'why the last review failed' },
  submittedAt: { type: ['string', 'null'], description: 'when the information was last submitted for review' },
  auditedAt: { type: ['string', 'null'], description: 'when it was last reviewed' },
};

/** Fields an approved customer can no longer change here: what the review approved. */
const REVIEWED = { userType: 'user_type', companyName: 'company_name', creditCode: 'credit_code' } as const;

function ownCustomer(user: SessionUser): number {
  if (user.userType !== 'customer' || !user.customerId) throw new AppError('profile.customerOnly');
  return user.customerId;
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'xx/0201/detail',
    authority: AUTH_PROFILE,
    summary: "XX0201_01: the caller's own customer information and order status",
    response: { type: 'object', properties: profileProps },
    async handler(req) {
      const id = ownCustomer(currentUser(req));
      const [row] = await req.server.db.query<Record<string, string | null>>(
        `select user_type as "userType", company_name as "companyName", credit_code as "creditCode",
                contact_name as "contactName", phone, email, address, order_status as "orderStatus", audit_remark as "auditRemark",
                ${instantSql('submitted_at')} as "submittedAt", ${instantSql('audited_at')} as "auditedAt"
           from customer where id = $1`,
        [id],
      );
      return row;
    },
  },
  {
    method: 'POST',
    url: 'xx/0201/save',
    authority: AUTH_PROFILE,
    summary:
      'XX0201_01: save the personal information. OS01 / OS03 become OS02 (awaiting review; the licence or identity document must be uploaded); ' +
      'OS02 stays awaiting review; OS04 stays approved and changes only contact details (user type, company and credit code are fixed). Answers what it did',
    body: formBody(profileForm),
    response: { type: 'object', properties: { orderStatus: { type: 'string' }, submittedAt: { type: ['string', 'null'] }, message: { type: 'string' } } },
    async handler(req) {
      const db = req.server.db;
      const id = ownCustomer(currentUser(req));
      const b = req.body as ProfileBody;
      // The company fields the form shows for an enterprise only: left out, they keep what is stored
      // (an individual has none).
      const [stored] = await db.query<{ order_status: string; user_type: string; company_name: string | null; credit_code: string | null }>(
        `select order_status, user_type, company_name, credit_code from customer where id = $1`,
        [id],
      );
      const enterprise = b.userType === 'enterprise';
      const companyName = enterprise ? (b.companyName !== undefined ? optText(b.companyName) : stored?.company_name ?? null) : null;
      const creditCode = enterprise ? (b.creditCode !== undefined ? optText(b.creditCode) : stored?.credit_code ?? null)?.toUpperCase() ?? null : null;
      if (stored.order_status === 'OS04') {
        const now = { userType: b.userType, companyName, creditCode };
        if ((Object.keys(REVIEWED) as (keyof typeof REVIEWED)[]).some((k) => (now[k] ?? null) !== (stored[REVIEWED[k]] ?? null))) {
          throw new AppError('profile.approvedFixed');
        }
      }
      if (enterprise && (!companyName || !creditCode)) throw new AppError('profile.companyRequired');
      if (creditCode && (await db.query(`select 1 from customer where credit_code = $1 and id <> $2`, [creditCode, id])).length) {
        throw new AppError('profile.creditCodeTaken', { creditCode }).onFields('creditCode');
      }
      const orderStatus = await inTransaction(db, async (q) => {
        const [current] = await q<{ order_status: string }>(`select order_status from customer where id = $1 for update`, [id]);
        const next = STATUS_AFTER_SUBMIT[current.order_status] ?? 'OS02';
        if (next === 'OS02') {
          // A submission for review carries its document (checked under the row's lock, with the upload's).
          const needed = NEEDED_DOCUMENT[b.userType];
          const [has] = await q(`select 1 from customer_document where customer_id = $1 and kind = $2 limit 1`, [id, needed]);
          if (!has) throw new AppError('profile.documentRequired', { document: t(req.lang, `profile.document.${needed}`) });
        }
        const [saved] = await q<{ submitted_at: string | null }>(
          `update customer set user_type = $2, company_name = $3, credit_code = $4, contact_name = $5, phone = $6, email = $7,
                  address = $8, order_status = $9, updated_at = now(),
                  submitted_at = case when $9 = 'OS02' then now() else submitted_at end
            where id = $1
            returning ${instantSql('submitted_at')} as submitted_at`,
          [id, b.userType, companyName, creditCode, optText(b.contactName), optText(b.phone), optText(b.email), optText(b.address), next],
        );
        return { from: current.order_status, next, submittedAt: saved.submitted_at };
      });
      const key = orderStatus.next === 'OS02' && orderStatus.from === 'OS02' ? 'profile.updatedPending' : SAVED_MESSAGE[orderStatus.next];
      return { orderStatus: orderStatus.next, submittedAt: orderStatus.submittedAt, message: t(req.lang, key) };
    },
  },
  {
    method: 'GET',
    url: 'xx/0201/documents',
    authority: AUTH_PROFILE,
    summary: "XX0201_01: the caller's submitted documents (business licence or identity document)",
    response: documentList,
    async handler(req) {
      return { list: await customerDocuments(req.server.db, ownCustomer(currentUser(req))) };
    },
  },
  {
    method: 'POST',
    url: 'xx/0201/upload',
    authority: AUTH_PROFILE,
    summary:
      'XX0201_01: upload a document with the information: kind licence (an enterprise) or identity (an individual); a PDF, JPG or PNG of at most 2 MB ' +
      '(spec section 5), as its name and base64 content; the content must be what the name says. Not once approved; at most 10 files',
    // 2 MB as base64 is 2.7 MB; the rest of the body is small.
    options: { bodyLimit: 3 * 1024 * 1024 },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'fileName', 'content'],
      properties: {
        kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
        fileName: { type: 'string', minLength: 1, maxLength: 200 },
        // An anchored pattern, not minLength: ajv would count every character of a 2.7 MB string.
        content: { type: 'string', pattern: '^[A-Za-z0-9+/]' },
      },
    },
    response: documentItem,
    async handler(req) {
      const db = req.server.db;
      const user = currentUser(req);
      const id = ownCustomer(user);
      const b = req.body as { kind: DocumentKind; fileName: string; content: string };
      const fileName = normText(b.fileName);
      const { buf, kind } = checkedUpload(UPLOAD_RULES.document, fileName, b.content);
      return withStoredFile(req.server.config, path.join('customer-documents', String(id)), kind, buf, (rel) =>
        inTransaction(db, async (q) => {
          const [c] = await q<{ order_status: string }>(`select order_status from customer where id = $1 for update`, [id]);
          if (c.order_status === 'OS04') throw new AppError('profile.approvedFixed');
          const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from customer_document where customer_id = $1`, [id]);
          if (n >= MAX_DOCUMENTS) throw new AppError('profile.documentsFull', { max: MAX_DOCUMENTS });
          const [row] = await q<DocumentRow>(
            `insert into customer_document (customer_id, kind, file_name, file_path, mime, size, uploaded_by)
             values ($1, $2, $3, $4, $5, $6, $7)
             returning id, kind, file_name as "fileName", mime, size, ${instantSql('uploaded_at')} as "uploadedAt"`,
            [id, b.kind, fileName, rel, MIME_TYPES[kind], buf.length, user.userId],
          );
          return row;
        }),
      );
    },
  },
  {
    method: 'POST',
    url: 'xx/0201/document/delete',
    authority: AUTH_PROFILE,
    summary: 'XX0201_01: delete one of the caller\'s documents (not once approved)',
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: { type: 'object', properties: { deleted: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const id = ownCustomer(currentUser(req));
      const { id: documentId } = req.body as { id: number };
      const removed = await inTransaction(db, async (q) => {
        const [c] = await q<{ order_status: string }>(`select order_status from customer where id = $1 for update`, [id]);
        if (c.order_status === 'OS04') throw new AppError('profile.approvedFixed');
        const [row] = await q<{ file_path: string }>(`delete from customer_document where id = $1 and customer_id = $2 returning file_path`, [documentId, id]);
        if (!row) throw new AppError('upload.notFound');
        return row.file_path;
      });
      removeStored(req.server.config, removed);
      return { deleted: 1 };
    },
  },
  {
    method: 'GET',
    url: 'xx/0201/document',
    authority: AUTH_PROFILE,
    summary: "XX0201_01: one of the caller's documents (inline by default)",
    querystring: fileQuery,
    raw: true,
    async handler(req, reply) {
      const q = req.query as { id: number; disposition: 'inline' | 'attachment' };
      const file = await documentFile(req.server.db, q.id);
      if (!file || file.customerId !== ownCustomer(currentUser(req))) throw new AppError('upload.notFound');
      return sendStored(reply, req.server.config, file, q.disposition);
    },
  },
]);
