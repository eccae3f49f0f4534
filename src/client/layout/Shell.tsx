import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Alert, Button, Layout, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { session, unreadNotices } from '../store/session';
import { useSession } from '../store/useSession';
import { PasswordGate } from './PasswordGate';
import { rememberReturnTo } from '../auth/returnTo';
import { APP_VERSION } from '../config';
import { HOME_CODE } from '../app/routes';
import { AntdFeedback } from './antdFeedback';
import { ShellProviders } from './ShellProviders';
import { SideMenu } from './SideMenu';
import { ResponsiveSider, useResponsiveNav } from './ResponsiveSider';
import { TopBar } from './TopBar';
import { TabBar } from './TabBar';
import { ScreenSlot } from './ScreenSlot';
import { lazyDialog } from './lazyDialog';
import { useShellController } from './useShellController';
import { useDocumentTitle } from './useDocumentTitle';
import { useEngineServices } from './useEngineServices';
import { PermittedCodes } from './permitted';
import { EngineProvider } from '@renderers/EngineProvider';
import { installDomain } from '@renderers/domainSetup';
import { sessionTimeZone } from '../store/sessionTimeZone';
import { EarlyAuthority } from './EarlyAuthority';
import { i18n as appI18n } from '../i18n';
import './shell.css';

// Once, with the shell's chunk: dictionaries, validators and their messages for every screen.
// The date-range exemption (spec 5) is keyed on the user's banker id; the server says whether
// it is one of the configured exempt ids (userInfo.dateRangeExempt) without sending the list.
const bankerIdOf = () => {
  const bankerId = session.get().user?.bankerId;
  return bankerId == null ? undefined : String(bankerId);
};
installDomain(appI18n, {
  userId: bankerIdOf,
  // Every time on the business zone's clock, the one the server names (user info `timeZone`).
  timeZone: sessionTimeZone,
  exemptBankerIds: () => {
    const bankerId = bankerIdOf();
    return bankerId !== undefined && session.get().user?.dateRangeExempt === true ? [bankerId] : [];
  },
});

/** The user's own profile: the top bar's name opens it. */
const PROFILE_CODE = 'MN0201_01';

const ChangePasswordDialog = lazyDialog(() => import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog));
const AnnouncementDialog = lazyDialog(() => import('./AnnouncementDialog').then((m) => m.AnnouncementDialog));

function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="sh-footer">
      <span>{t('copyright', { year: new Date().getFullYear() })}</span>
      <span className="sh-version" data-testid="version">
        {t('version', { version: APP_VERSION })}
      </span>
    </footer>
  );
}

function ShellLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const c = useShellController();
  const { user, notices, pendingNotices } = c.session;
  const services = useEngineServices(user, c.close);
  const nav = useResponsiveNav(c);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useDocumentTitle(
    c.route.kind === 'screen' ? c.titleOf(c.route.code)
      : c.route.kind === 'notFound' ? t('common:notFound.title')
      : c.route.kind === 'refused' ? t('common:noPermission.title')
      : null,
  );

  let body: React.ReactNode = null;
  if (c.route.kind === 'refused') {
    body = (
      // antd's Result does not pass data-* attributes on: the wrapper carries the test id.
      <div data-testid="no-permission">
        <Result
          status="403"
          title={t('common:noPermission.title')}
          subTitle={t('common:noPermission.subTitle', { code: c.route.code })}
          extra={<Button onClick={() => c.open(`/${HOME_CODE}`)}>{t('common:noPermission.back')}</Button>}
        />
      </div>
    );
  } else if (c.route.kind === 'notFound') {
    body = (
      <div data-testid="not-found">
        <Result
          status="404"
          title={t('common:notFound.title')}
          subTitle={t('common:notFound.subTitle')}
          extra={<Button onClick={() => c.open(`/${HOME_CODE}`)}>{t('common:notFound.back')}</Button>}
        />
      </div>
    );
  } else if (c.route.kind === 'loading' || !c.menu) {
    body = c.menuError ? (
      <Result status="warning" title={t('common:request.alertTitle')} extra={<Button onClick={c.reloadMenu}>{t('common:ok')}</Button>} />
    ) : (
      <Spin style={{ display: 'block', margin: '64px auto' }} />
    );
  }

  const noticesShown = mounted && pendingNotices;
  return (
    // data-pending-notices: the announcement dialog (lazy code) is open or opening, until read.
    <Layout className="sh-root" data-pending-notices={noticesShown ? 'open' : undefined}>
      {/* Beside the screen on a desktop, a drawer on a phone (ResponsiveSider). */}
      <ResponsiveSider narrow={nav.narrow} drawerOpen={nav.drawerOpen} onClose={nav.closeDrawer} collapsed={nav.collapsed} label={t('menu')}>
        {/* The product name wraps onto a second line rather than being cut (English is longer). */}
        <div className="sh-logo" title={t('common:appName')} data-testid="sider-logo">{nav.collapsed ? '⌂' : t('common:appName')}</div>
        {c.menu && <SideMenu menu={c.menu} collapsed={nav.collapsed} activeCode={c.route.kind === 'screen' ? c.tabs.active : null} counts={c.counts} onOpen={nav.open} openFolders={nav.openFolders} />}
      </ResponsiveSider>
      <Layout className="sh-main">
        <TopBar
          user={user}
          collapsed={!nav.expanded}
          narrow={nav.narrow}
          onToggle={nav.toggle}
          showAuthorization={c.showAuthorization}
          onChangePassword={c.openPassword}
          onAuthorization={() => c.open('/XX0701_01')}
          onLogout={() => void c.logout()}
          onOpenDownloads={() => c.open('/XT0125_01')}
          onProfile={c.permitted.has(PROFILE_CODE) ? () => c.open(`/${PROFILE_CODE}`) : undefined}
        />
        {user?.orderStatus === 'OS01' && (
          <Alert
            type="warning"
            showIcon
            banner
            data-testid="os01-notice"
            message={
              <span>
                {t('os01Notice')} <Link to="/XX0201_01">{t('os01Link')}</Link>
              </span>
            }
          />
        )}
        <TabBar tabs={c.tabs.tabs} active={c.tabs.active} home={HOME_CODE} titleOf={c.titleOf} alive={c.alive} onSelect={c.select} onClose={c.close} onCloseOthers={c.closeOthers} onCloseAll={c.closeAll} onReorder={c.reorder} />
        {c.pending && <div className="sh-pending" role="progressbar" aria-label={t('common:loading')} data-testid="screen-pending" />}
        <Layout.Content className="sh-content" aria-busy={c.pending ? true : undefined}>
          {body}
          {/* Kept alive: every tab in `alive` that has been shown stays mounted and hidden when inactive. */}
          <EngineProvider {...services}>
            <EarlyAuthority />
            <PermittedCodes.Provider value={c.permitted}>
            {c.tabs.tabs
              .filter((tab) => c.alive.has(tab.key) && c.shown.has(tab.key))
              .map((tab) => (
                <div key={tab.key} className="sh-screen" hidden={!!body || tab.key !== c.tabs.active} data-screen={tab.key}>
                  <ScreenSlot code={tab.key} search={tab.search} />
                </div>
              ))}
            </PermittedCodes.Provider>
          </EngineProvider>
        </Layout.Content>
        <Footer />
      </Layout>
      <ChangePasswordDialog open={c.pwdOpen} weak={c.pwdWeak} onClose={c.closePassword} />
      <AnnouncementDialog open={noticesShown} notices={unreadNotices(notices)} onClose={c.closeNotices} />
    </Layout>
  );
}

/** The common layout, loaded lazily after login: antd and ProComponents follow the locale. */
export default function Shell() {
  const { i18n } = useTranslation();
  const { passwordWeak } = useSession();
  const en = i18n.language === 'en-US';
  dayjs.locale(en ? 'en' : 'zh-cn');
  if (!session.token()) {
    rememberReturnTo(window.location.pathname, window.location.search);
    return <Navigate to="/login" replace />;
  }
  return (
    <ShellProviders en={en}>
      <AntdFeedback />
      {/* A password to change first: nothing else would answer (PasswordGate). */}
      {passwordWeak ? <PasswordGate /> : <ShellLayout />}
    </ShellProviders>
  );
}
