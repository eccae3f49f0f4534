import { DndContext, PointerSensor, KeyboardSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Tab } from './tabs';

function SortableTab({ tab, title, active, closable, released, onSelect, onClose, onCloseOthers, onCloseAll }: { tab: Tab; title: string; active: boolean; closable: boolean; released: boolean; onSelect: () => void; onClose: () => void; onCloseOthers: () => void; onCloseAll: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: tab.key, disabled: !closable });
  const { t } = useTranslation('shell');
  const menu = {
    items: [
      ...(closable ? [{ key: 'close', label: t('tabs.close') }] : []),
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      { key: 'closeAll', label: t('tabs.closeAll') },
    ],
    onClick: ({ key }: { key: string }) => (key === 'close' ? onClose() : key === 'closeOthers' ? onCloseOthers() : onCloseAll()),
  };
  // The tab (role="tab") and its close button are siblings: a button inside a tab is a control
  // nested in a control (axe nested-interactive). The button is for the mouse; the keyboard
  // closes with Delete and opens the menu with Shift+F10 / the context-menu key.
  return (
    <div
      // Dragged by the whole box (pointer only: Enter and Delete on the tab are its own keys).
      {...listeners}
      onKeyDown={undefined}
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
      className={`tb-tab${active ? ' tb-active' : ''}${isDragging ? ' tb-dragging' : ''}${released ? ' tb-released' : ''}`}
      data-tab={tab.key}
      data-released={released || undefined}
      // Said on the tab, not in a toast: the user learns it when it matters (hovering the tab), nothing pops up.
      title={released ? t('tabs.released') : undefined}
      onClick={onSelect}
      onAuxClick={(e) => {
        if (e.button === 1 && closable) onClose();
      }}
    >
      {/* The menu on the tab itself: around the whole box, antd's trigger would take the sortable's ref. */}
      <Dropdown menu={menu} trigger={['contextMenu']}>
        <span
          {...attributes}
          // The home tab is not draggable, yet it is a working tab: not 'disabled' to assistive tech.
          aria-disabled={undefined}
          className="tb-title"
          role="tab"
          aria-selected={active}
          aria-keyshortcuts={closable ? 'Delete' : undefined}
          tabIndex={0}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSelect();
            else if (e.key === 'Delete' && closable) onClose();
          }}
        >
          {title}
        </span>
      </Dropdown>
      {closable && (
        <button
          type="button"
          className="tb-close"
          // Hidden from assistive tech and out of the tab order: the keyboard closes with Delete on the tab.
          aria-hidden="true"
          tabIndex={-1}
          title={`${t('tabs.close')} ${title}`}
          onPointerDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            onClose();
          }}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}

/**
 * SH4: switch, close, drag to reorder (the home tab stays first and cannot be closed). A tab
 * dropped from memory (beyond MAX_ALIVE_TABS) is dimmed and says it will reload.
 */
export function TabBar({
  tabs,
  active,
  home,
  titleOf,
  alive,
  onSelect,
  onClose,
  onCloseOthers,
  onCloseAll,
  onReorder,
}: {
  tabs: Tab[];
  active: string;
  home: string;
  titleOf: (key: string) => string;
  /** Tabs whose screens stay mounted (MAX_ALIVE_TABS); the others are marked as released. */
  alive?: ReadonlySet<string>;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
  onCloseOthers: (key: string) => void;
  onCloseAll: () => void;
  onReorder: (from: string, to: string) => void;
}) {
  const { t } = useTranslation('shell');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) onReorder(String(e.active.id), String(e.over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={tabs.map((x) => x.key)} strategy={horizontalListSortingStrategy}>
        <div className="tb-bar" role="tablist" aria-label={t('tabs.label')}>
          {tabs.map((tab) => (
            <SortableTab
              key={tab.key}
              tab={tab}
              title={titleOf(tab.key)}
              active={tab.key === active}
              closable={tab.key !== home}
              released={!!alive && !alive.has(tab.key)}
              onSelect={() => onSelect(tab.key)}
              onClose={() => onClose(tab.key)}
              onCloseOthers={() => onCloseOthers(tab.key)}
              onCloseAll={onCloseAll}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
