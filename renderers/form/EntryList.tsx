/**
 * A read-only history under a form: entries of an array value, oldest first, each its time (on the
 * business zone's clock), who wrote it and its text (an order's remarks, a parcel's events). The
 * props name the entry's fields; `empty` is a screen text shown when there is none.
 */
import { Empty, Timeline, Typography } from 'antd';
import { timeService } from '../time';
import { useScreen } from '../ScreenContext';

export interface EntryListProps {
  value?: Record<string, unknown>[] | null;
  time?: string;
  who?: string;
  text?: string;
  empty?: string;
}

export function EntryList({ value, time = 'at', who = 'userName', text = 'content', empty }: EntryListProps) {
  const screen = useScreen();
  const entries = Array.isArray(value) ? value : [];
  if (!entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty ? screen.text(empty) : undefined} />;
  return (
    <Timeline
      data-testid="entry-list"
      style={{ maxHeight: 320, overflowY: 'auto', paddingTop: 8 }}
      items={entries.map((e, i) => ({
        key: String(e.id ?? i),
        children: (
          <>
            <Typography.Text type="secondary">
              {e[time] ? timeService().format(e[time], 'dateTime') : ''} {String(e[who] ?? '')}
            </Typography.Text>
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{String(e[text] ?? '')}</div>
          </>
        ),
      }))}
    />
  );
}
