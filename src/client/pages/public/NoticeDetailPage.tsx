import { PendingPage } from './PublicFrame';

/** /MN0401_03: public announcement detail (pending). */
export default function NoticeDetailPage() {
  return <PendingPage titleKey="noticeDetail" />;
}
