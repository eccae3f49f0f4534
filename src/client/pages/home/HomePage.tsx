import { lazy, Suspense } from 'react';
import { Badge, Button, Empty, Spin, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../store/useSession';
import { session, type Notice } from '../../store/session';
import { usePermitted } from '../../layout/permitted';
import { loadProfile } from '../../auth/profile';
import { APPROVED_STATUS } from '../../layout/TopBar';
import { HOME_CODE } from '../../app/routes';
import { BUILT_SCREENS } from '../../app/builtScreens';
import { loadScreenHost } from '../../layout/engineChunk';
import { currencyName, owes, readAmounts, readContacts } from './homeData';
import { useStationStatsGranted } from './stationStats';
import { timeService } from '@renderers/time';

/** The announcement centre (MN0401_11) and one announcement (MN0401_04): the latest notices open them. */
const NOTICE_CENTRE = 'MN0401_11';
const NOTICE_DETAIL = 'MN0401_04';

/** The home's quick links: each shows when its screen is built and granted (no dead end). */
const QUICK_LINKS: { key: string; code: string; needsApproval?: boolean }[] = [
  { key: 'placeOrder', code: 'DD0101_01', needsApproval: true },
  { key: 'trial', code: 'XX0402_01' },
  { key: 'tracking', code: 'DD0206_01' },
  { key: 'payment', code: 'ZF0101_01' },
];

/** The engine, only for a user shown the station statistics: a customer's home never loads it. */
const ScreenHost = lazy(() => loadScreenHost().then((m) => ({ default: m.ScreenHost })));

/**
 * MN0501_01, the work platform and home tab: account, contacts, notices, quick links; under them,
 * for staff granted the station statistics, the dashboard schemas/mn/MN0501_01.json.
 */
export default function HomePage() {
  const { t, i18n } = useTranslation(['home', 'fields']);
  const navigate = useNavigate();
  const { user, credit, unpay, contact, notices } = useSession();
  const amounts = readAmounts(credit, unpay);
  const contacts = readContacts(contact);
  const approved = user?.orderStatus === APPROVED_STATUS;
  const stationStats = useStationStatsGranted(user);
  const permitted = usePermitted();
  const centre = permitted.has(NOTICE_CENTRE);
  const openNotice = (n: Notice) => {
    if (n.id == null) return;
    session.update({ notices: session.get().notices.map((x) => (x.id === n.id ? { ...x, read: true } : x)) });
    navigate(`/${NOTICE_DETAIL}?id=${encodeURIComponent(String(n.id))}`);
  };
  const links = QUICK_LINKS.filter((l) => BUILT_SCREENS.has(l.code) && permitted.has(l.code));
  return (
    <div data-testid="home">
      <h1 style={{ marginTop: 0, fontSize: '1.5em' }}>{t('welcome', { name: user?.userName ?? user?.loginid ?? '' })}</h1>
      <div className="hm-grid">
        <section className="hm-card">
          <h3>{t('account')}</h3>
          <div className="hm-stats">
            {amounts.balances.map((b) => (
              <Statistic key={b.currency} title={t('balanceIn', { currency: currencyName(b.currency, i18n.language) })}
                value={b.balance} precision={2} suffix={b.frozen ? t('frozen') : undefined} data-currency={b.currency} />
            ))}
            {amounts.credit !== null && <Statistic title={t('fields:credit')} value={amounts.credit} precision={2} />}
            <Statistic title={t('fields:unpaid')} value={amounts.unpaid ?? '0'} precision={2} valueStyle={owes(amounts.unpaid) ? { color: '#cf1322' } : undefined} />
          </div>
          <div style={{ marginTop: 12, display: 'flex', gap: 8 }}>
            {owes(amounts.unpaid) && (
              <Button type="primary" size="small" onClick={() => navigate('/ZF0101_01')}>
                {t('pay')}
              </Button>
            )}
            <Button size="small" onClick={() => void loadProfile({ quiet: true }).catch(() => {})}>
              {t('refresh')}
            </Button>
          </div>
        </section>
        <section className="hm-card">
          <h3>{t('contacts')}</h3>
          {contacts.length ? (
            <ul className="hm-notices">
              {contacts.map((c) => (
                <li key={c.key}>
                  <span>{t(`fields:${c.key}`)}</span>
                  <span>{c.value}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noContacts')} />
          )}
        </section>
        <section className="hm-card" data-testid="home-notices">
          <h3 className="hm-card-head">
            <span>{t('notices')}</span>
            {centre && (
              <Button type="link" size="small" onClick={() => navigate(`/${NOTICE_CENTRE}`)} data-testid="notice-centre">
                {t('allNotices')}
              </Button>
            )}
          </h3>
          {notices.length ? (
            <ul className="hm-notices">
              {notices.slice(0, 6).map((n, i) => (
                <li key={String(n.id ?? i)}>
                  {/* Opening a notice reads it (MN0401_04 marks it read); the dialog will not show it again. */}
                  <Button type="link" size="small" className="hm-notice-link" onClick={() => openNotice(n)}>
                    {n.read === false && <Badge status="warning" text={<span className="hm-sr">{t('unread')}</span>} />}
                    {/* The publisher's words, in whatever language they wrote: not the interface's (translate="no"). */}
                    <span translate="no">{n.title}</span>
                  </Button>
                  <span style={{ color: 'rgba(0,0,0,.6)' }}>{timeService().format(n.publishedAt, 'date')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noNotices')} />
          )}
        </section>
        <section className="hm-card">
          <h3>{t('quickLinks')}</h3>
          <div className="hm-links">
            {links.map((l) => (
              <Button key={l.key} onClick={() => navigate(`/${l.code}`)} data-quick-link={l.code} disabled={l.needsApproval && !approved} title={l.needsApproval && !approved ? t('noOrderPermission') : undefined}>
                {t(l.key)}
              </Button>
            ))}
          </div>
          {!approved && user && (
            <Tag color="orange" style={{ marginTop: 12 }}>
              {t('noOrderPermission')}
            </Tag>
          )}
        </section>
      </div>
      {stationStats && (
        <section className="hm-card" style={{ marginTop: 12 }} data-testid="home-station-stats">
          <h3>{t('stationStats')}</h3>
          <Suspense fallback={<Spin />}>
            <ScreenHost code={HOME_CODE} heading={false} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
