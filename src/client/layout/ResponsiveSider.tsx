import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Drawer, Layout } from 'antd';
import { useNarrow } from '@renderers/useNarrow';
import './narrow.css';

/**
 * The shell's navigation on any width: beside the screen on a desktop, in a drawer on a phone
 * (below 768 px), where the top bar's menu button opens it and choosing an entry closes it.
 * `nav.toggle` is what the menu button does, `nav.open` what a menu entry does.
 */
export function useResponsiveNav({ collapsed, toggleCollapsed, open }: { collapsed: boolean; toggleCollapsed: () => void; open: (path: string) => void }) {
  const narrow = useNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The side menu's open folders live here, above the sider and the drawer, so a window crossing
  // the phone width (a rotation, a resize, a browser's full-page capture) does not close them.
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const openFolders = useMemo(() => ({ keys: openKeys, change: setOpenKeys }), [openKeys]);
  // Back to a desktop width: no drawer left open behind the sider.
  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow]);
  const toggle = useCallback(() => (narrow ? setDrawerOpen((v) => !v) : toggleCollapsed()), [narrow, toggleCollapsed]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openFromMenu = useCallback(
    (path: string) => {
      setDrawerOpen(false);
      open(path);
    },
    [open],
  );
  return {
    narrow,
    drawerOpen,
    /** In the drawer the menu always shows its names (the collapsed rail is a desktop thing). */
    collapsed: narrow ? false : collapsed,
    /** What the top bar's button shows: on a phone it opens the drawer (`expanded` = drawer open). */
    expanded: narrow ? drawerOpen : !collapsed,
    toggle,
    closeDrawer,
    open: openFromMenu,
    openFolders,
  };
}

export function ResponsiveSider({ narrow, drawerOpen, onClose, collapsed, label, children }: {
  narrow: boolean;
  drawerOpen: boolean;
  onClose: () => void;
  collapsed: boolean;
  /** The drawer's accessible name (the menu's). */
  label: string;
  children: ReactNode;
}) {
  if (narrow) {
    return (
      <Drawer
        open={drawerOpen}
        onClose={onClose}
        placement="left"
        width={280}
        closable={false}
        className="sh-drawer"
        rootClassName="sh-drawer-root"
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        <nav data-testid="side-drawer" aria-label={label}>
          <div data-testid="side-menu">{children}</div>
        </nav>
      </Drawer>
    );
  }
  return (
    <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={220} className="sh-sider" data-testid="side-menu">
      {children}
    </Layout.Sider>
  );
}
