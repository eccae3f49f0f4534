import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../store/session';

/** Notice bodies may be HTML: shown as plain text (paragraphs and breaks kept), never injected. */
export function htmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d)>/gi, '\n');
  if (typeof DOMParser === 'undefined') return marked.replace(/<[^>]*>/g, '').trim();
  return (new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '').trim();
}
import { sanitizeHtml } from '@domain/content/sanitizeHtml';
import { timeService } from '@renderers/time';

/** SH8: the unread notices fetched after login, in a 'system announcement' dialog when any; closing it marks them read. */
export function AnnouncementDialog({ open, notices, onClose }: { open: boolean; notices: Notice[]; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Modal open={open && notices.length > 0} title={t('announcement.title')} onCancel={onClose} onOk={onClose} okText={t('common:ok')} cancelButtonProps={{ style: { display: 'none' } }} width={640}>
      <div className="an-list" data-testid="announcement-dialog">
        {notices.map((n, i) => (
          <article key={String(n.id ?? i)} className="an-item">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {n.title}
            </Typography.Title>
            {n.publishedAt && <div className="an-time">{t('announcement.publishedAt', { time: timeService().format(n.publishedAt) })}</div>}
            {n.content ? (
              // Rich text, sanitised again before rendering (the server sanitises on save and read).
              <div className="an-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.content) }} />
            ) : (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{n.summary}</Typography.Paragraph>
            )}
          </article>
        ))}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="announcement-find-again">
          {t('announcement.findAgain')}
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
