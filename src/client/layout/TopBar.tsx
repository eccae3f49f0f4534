import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import { LockOutlined, LogoutOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, SafetyCertificateOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageButtons } from './LanguageButtons';
import type { UserInfo } from '../store/session';
import { DownloadCentre } from './DownloadCentre';

export const APPROVED_STATUS = 'OS04';

/** SH3: collapse toggle, download centre, user name (opens the profile, MN0201_01), 'not approved' tag, settings, language. */
export function TopBar({
  user,
  collapsed,
  narrow = false,
  onToggle,
  showAuthorization,
  onChangePassword,
  onAuthorization,
  onLogout,
  onOpenDownloads,
  onProfile,
}: {
  user: UserInfo | null;
  collapsed: boolean;
  /** On a phone the button opens the menu's drawer and the bar keeps to one row (narrow.css). */
  narrow?: boolean;
  onToggle: () => void;
  showAuthorization: boolean;
  onChangePassword: () => void;
  onAuthorization: () => void;
  onLogout: () => void;
  onOpenDownloads?: () => void;
  /** Opens the user's own profile (MN0201_01) when the menu permits it. */
  onProfile?: () => void;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const items: MenuProps['items'] = [
    { key: 'password', icon: <LockOutlined />, label: t('changePassword'), onClick: onChangePassword },
    ...(showAuthorization ? [{ key: 'authorization', icon: <SafetyCertificateOutlined />, label: t('viewAuthorization'), onClick: onAuthorization }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), onClick: onLogout },
  ];
  return (
    <header className={narrow ? 'tp-bar tp-narrow' : 'tp-bar'}>
      {narrow ? (
        <Button type="text" className="tp-btn" onClick={onToggle} aria-label={t('openMenu')} aria-expanded={!collapsed} data-testid="menu-toggle" icon={<MenuOutlined />} />
      ) : (
        <Button type="text" className="tp-btn" onClick={onToggle} aria-label={collapsed ? t('expand') : t('collapse')} data-testid="menu-toggle">
          {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </Button>
      )}
      <div className="tp-spacer" />
      <LanguageButtons />
      <DownloadCentre onOpenCentre={onOpenDownloads} />
      {onProfile ? (
        <Button type="text" className="tp-btn tp-user" data-testid="user-name" onClick={onProfile} title={t('myProfile')} icon={<UserOutlined />}>
          {user?.userName ?? user?.loginid ?? ''}
        </Button>
      ) : (
        <span className="tp-user" data-testid="user-name">
          <UserOutlined /> {user?.userName ?? user?.loginid ?? ''}
        </span>
      )}
      {user && user.orderStatus !== APPROVED_STATUS && (
        <Tag color="orange" data-testid="not-approved">
          {t('notApproved')}
        </Tag>
      )}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="tp-btn" icon={<SettingOutlined />} data-testid="settings">
          {t('settings')}
        </Button>
      </Dropdown>
    </header>
  );
}
