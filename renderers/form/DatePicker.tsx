/**
 * The engine's `DatePicker` (and `DatePicker.RangePicker`): the user picks on the business zone's
 * clock, whatever zone the browser is in, and the form holds what was picked as zone-less wall
 * text (`2026-11-22 10:00:00`, `2026-11-22`), which the server reads in the business zone. An
 * instant loaded from a reply is shown on that clock too; sent back unchanged it stays the instant.
 *
 * The picker itself is renderers/wallClockPicker.
 * A picker with a time of day names the zone beside it (`showZone: false` leaves it out).
 */
import { useId, type ReactNode } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { useTranslation } from 'react-i18next';
import { timeService } from '../time';
import { styleOf, WallPicker, wallPickerProps, type WallPickerProps } from '../wallClockPicker';

interface Props extends WallPickerProps {
  /** Name the business zone beside the picker (default: when it picks a time of day). */
  showZone?: boolean;
}

function ZoneNote({ id, show }: { id: string; show: boolean }) {
  const { i18n } = useTranslation();
  if (!show) return null;
  return (
    <span id={id} className="screen-time-zone" data-time-zone="" style={{ color: 'rgba(0,0,0,.55)', whiteSpace: 'nowrap' }}>
      {timeService().zoneLabel(i18n.language)}
    </span>
  );
}

function withZone(props: Props, picker: (describedBy: string | undefined) => ReactNode, id: string): ReactNode {
  const show = props.showZone ?? !!props.showTime;
  if (!show) return picker(undefined);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, maxWidth: '100%' }}>
      {picker(id)}
      <ZoneNote id={id} show />
    </span>
  );
}

function SinglePicker({ showZone, ...props }: Props) {
  const id = useId();
  return withZone({ ...props, showZone }, (describedBy) => <WallPicker {...(props as object)} aria-describedby={describedBy} />, id);
}

function RangePickerView({ showZone, ...props }: Props) {
  const id = useId();
  return withZone({ ...props, showZone }, (describedBy) => <WallPicker.RangePicker {...(props as object)} aria-describedby={describedBy} />, id);
}

/** Read-only: the value on the business clock, the zone named as the picker names it. */
function ReadPretty(props: Props) {
  const style = styleOf(props);
  const id = useId();
  const values = Array.isArray(props.value) ? props.value : [props.value];
  const text = values.map((v) => timeService().format(v, style)).filter(Boolean).join(' ~ ');
  return (
    <span className="ant-formily-preview-text" style={{ display: 'inline-flex', gap: 8 }}>
      <span>{text || '-'}</span>
      <ZoneNote id={id} show={!!text && (props.showZone ?? !!props.showTime)} />
    </span>
  );
}

const Single = connect(SinglePicker, mapProps(wallPickerProps), mapReadPretty(ReadPretty));
const Range = connect(RangePickerView, mapProps(wallPickerProps), mapReadPretty(ReadPretty));

export const DatePicker = Object.assign(Single, { RangePicker: Range });
