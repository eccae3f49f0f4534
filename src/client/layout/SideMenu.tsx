import { useCallback, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Badge, Input, Menu, Tooltip, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  HomeOutlined,
  ShoppingCartOutlined,
  FileTextOutlined,
  AccountBookOutlined,
  SettingOutlined,
  UserOutlined,
  CarOutlined,
  InfoCircleOutlined,
  GlobalOutlined,
  NotificationOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../api/shell';
import { visibleMenu } from '../app/routes';
import { BUILT_SCREENS } from '../app/builtScreens';
import { keyMenu, keysOfCode, pathsByKey, type KeyedMenuNode } from './menuKeys';
import { BADGES_BY_SCREEN, type BadgeCode } from './hooks';
import { preloadScreen } from './ScreenSlot';

/** A few icons by name; unknown names get a neutral one (no full icon set in the bundle). */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  order: <ShoppingCartOutlined />,
  orders: <FileTextOutlined />,
  finance: <AccountBookOutlined />,
  setting: <SettingOutlined />,
  system: <SettingOutlined />,
  user: <UserOutlined />,
  station: <CarOutlined />,
  info: <InfoCircleOutlined />,
  overseas: <GlobalOutlined />,
  notice: <NotificationOutlined />,
  customer: <TeamOutlined />,
};

function iconFor(name: string | null | undefined): ReactNode {
  if (!name) return <AppstoreOutlined />;
  const key = name.toLowerCase().replace(/outlined$|-o$/, '');
  return ICONS[key] ?? <AppstoreOutlined />;
}

type Item = NonNullable<MenuProps['items']>[number];
type Finder = typeof import('./menuSearch');

/** The entries a query finds, under their folders; a folder whose own name matches keeps all its entries. */
function filterTree(nodes: KeyedMenuNode[], found: (n: KeyedMenuNode) => boolean): KeyedMenuNode[] {
  return nodes.flatMap((n) => {
    if (!n.children) return found(n) ? [n] : [];
    if (found(n)) return [n];
    const children = filterTree(n.children, found);
    return children.length ? [{ ...n, children }] : [];
  });
}

function folderKeys(nodes: KeyedMenuNode[]): string[] {
  return nodes.flatMap((n) => (n.children ? [n.key, ...folderKeys(n.children)] : []));
}

/**
 * A name too long for the sider ends in an ellipsis (shell.css `.sm-name`) and shows whole in a
 * tooltip; measured on hover, so a name that fits gets none and a language switch is followed.
 */
function titleWhenCut(e: MouseEvent<HTMLElement>): void {
  const el = e.currentTarget;
  if (el.scrollWidth > el.clientWidth) el.title = el.textContent ?? '';
  else el.removeAttribute('title');
}

export function SideMenu({
  menu,
  collapsed,
  activeCode,
  counts,
  onOpen,
  openFolders,
}: {
  menu: MenuNode[];
  collapsed: boolean;
  activeCode: string | null;
  counts: Partial<Record<BadgeCode, number>>;
  onOpen: (path: string) => void;
  /**
   * The open folders, kept by the shell: the menu moves between the sider and a phone's drawer
   * (a new Menu) when the window crosses 768 px, and the folders a user opened stay open.
   * Without it the menu keeps them itself.
   */
  openFolders?: { keys: string[]; change: (keys: string[]) => void };
}) {
  const { t } = useTranslation('shell');
  const fullTree = useMemo(() => keyMenu(visibleMenu(menu, BUILT_SCREENS)), [menu]);
  const [query, setQuery] = useState('');
  // The search code (pinyin-pro and the catalogue's names) comes with the first use of the box.
  const [finder, setFinder] = useState<Finder | null>(null);
  const loadFinder = useCallback(() => {
    if (!finder) void import('./menuSearch').then((m) => setFinder(() => m), () => {});
  }, [finder]);
  const texts = useMemo(() => {
    if (!finder) return null;
    const out = new Map<string, string[]>();
    const walk = (nodes: KeyedMenuNode[]) => nodes.forEach((n) => {
      out.set(n.key, finder.searchTexts(n.node.menuName, n.node.url));
      if (n.children) walk(n.children);
    });
    walk(fullTree);
    return out;
  }, [finder, fullTree]);
  const searching = query.trim() !== '';
  const tree = useMemo(() => {
    if (!searching) return fullTree;
    // Until the search code is in, the names alone are searched.
    const found = (n: KeyedMenuNode) => (finder && texts ? finder.matchesQuery(texts.get(n.key) ?? [], query) : n.node.menuName.toLowerCase().includes(query.trim().toLowerCase()));
    return filterTree(fullTree, found);
  }, [searching, fullTree, finder, texts, query]);
  const items = useMemo(() => {
    const build = (entries: KeyedMenuNode[], depth: number): Item[] =>
      entries.map(({ key, node: n, code, children: sub }) => {
        const children = sub ? build(sub, depth + 1) : undefined;
        const badges = code ? BADGES_BY_SCREEN[code] : undefined;
        const label = (
          // Hovering an entry starts loading its screen, so the click finds the chunks ready.
          <span className="sm-label" data-menu-url={n.url ?? undefined} onMouseEnter={code ? () => preloadScreen(code) : undefined}>
            <span className="sm-name" onMouseEnter={titleWhenCut}>{n.menuName}</span>
            {badges?.map((b) =>
              counts[b] !== undefined ? (
                <Tooltip key={b} title={t(`badges.${b}`)}>
                  {/* A button, not a link: antd's menu stretches an item's `a::before` over the whole row,
                      so a link here took every click on the entry's name to the statistics. */}
                  <button
                    type="button"
                    className="sm-badge"
                    data-badge={b}
                    aria-label={`${t(`badges.${b}`)}: ${counts[b]}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(`/WL0109_01?operationType=${b}`);
                    }}
                  >
                    <Badge count={counts[b]} showZero overflowCount={999} size="small" color={b === 'B08' || b === 'B09' ? '#52c41a' : undefined} />
                  </button>
                </Tooltip>
              ) : null,
            )}
          </span>
        );
        return children
          ? { key, label, icon: depth === 0 ? iconFor(n.icon) : undefined, children }
          : { key, label, icon: depth === 0 ? iconFor(n.icon) : undefined };
      });
    return build(tree, 0);
  }, [tree, counts, onOpen, t]);

  const pathByKey = useMemo(() => pathsByKey(fullTree), [fullTree]);
  const selectedKeys = useMemo(() => keysOfCode(fullTree, activeCode), [fullTree, activeCode]);
  // While searching every folder holding a found entry is open.
  const searchOpenKeys = useMemo(() => (searching ? folderKeys(tree) : undefined), [searching, tree]);

  return (
    // The menu scrolls inside the sider (shell.css .sm-scroll), under its search box.
    <div className="sm-root">
      {!collapsed && (
        <div className="sm-search">
          <Input
            allowClear
            size="small"
            value={query}
            placeholder={t('menuSearch.placeholder')}
            aria-label={t('menuSearch.label')}
            data-testid="menu-search"
            onFocus={loadFinder}
            onChange={(e) => {
              loadFinder();
              setQuery(e.target.value);
            }}
          />
        </div>
      )}
      <div className="sm-scroll">
        <Menu
          mode="inline"
          theme="dark"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={selectedKeys}
          {...(searchOpenKeys
            ? { openKeys: searchOpenKeys }
            // The collapsed rail's folders are pop-ups the menu opens and closes itself.
            : openFolders && !collapsed ? { openKeys: openFolders.keys, onOpenChange: openFolders.change } : {})}
          onClick={({ key }) => {
            const path = pathByKey.get(String(key));
            if (path) onOpen(path);
          }}
        />
        {searching && tree.length === 0 && (
          <div className="sm-none" role="status">
            {t('menuSearch.none')}
          </div>
        )}
      </div>
    </div>
  );
}
