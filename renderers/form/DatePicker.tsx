/**
 * The engine's `DatePicker` (and `DatePicker.RangePicker`): the user picks on the business zone's
 * clock, whatever zone the browser is in, and the form holds what was picked as zone-less wall
 * text (`2026-11-22 10:00:00`, `2026-11-22`), which the server reads in the business zone. An
 * instant loaded from a reply is shown on that clock too; sent back unchanged it stays the instant.
 *
 * antd's picker works on dayjs objects in the browser's zone: its "now", today's mark and typed
 * text would follow the browser. This one is antd's picker built on the same dayjs config
 * (rc-picker's, as antd documents for other date libraries) with dayjs objects in UTC mode used
 * as plain clock readings, its "now" the business clock's: no browser zone, no summer-time gap.
 * A picker with a time of day names the zone beside it (`showZone: false` leaves it out).
 */
import { useId, type ReactNode } from 'react';
import { DatePicker as AntdDatePicker } from 'antd';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import dayjsConfig from 'rc-picker/es/generate/dayjs';
import type { GenerateConfig } from 'rc-picker/es/generate/index';
import { timePattern, timeService, type TimeStyle } from '../time';

dayjs.extend(utc);

/** Clock readings: dayjs in UTC mode, so no zone moves a field. */
const reading = (text: string): Dayjs | undefined => {
  const d = dayjs.utc(text);
  return d.isValid() ? d : undefined;
};

const wallClockConfig: GenerateConfig<Dayjs> = {
  ...dayjsConfig,
  getNow: () => reading(timeService().now()) ?? dayjs.utc(),
  getFixedDate: (text) => dayjs.utc(text, 'YYYY-MM-DD'),
  locale: {
    ...dayjsConfig.locale,
    // Typed text is a clock reading as well (the browser's summer-time gap must not move it).
    parse: (_locale, text, formats) => {
      for (const format of formats) {
        const d = dayjs.utc(text, format, true);
        if (d.isValid()) return d;
      }
      return null;
    },
  },
};

const WallPicker = AntdDatePicker.generatePicker<Dayjs>(wallClockConfig);

type Value = unknown;
interface Props {
  value?: Value;
  onChange?: (value: unknown) => void;
  showTime?: unknown;
  format?: unknown;
  /** Name the business zone beside the picker (default: when it picks a time of day). */
  showZone?: boolean;
  [key: string]: unknown;
}

const styleOf = (props: Props): TimeStyle => (props.showTime ? 'dateTime' : 'date');
const patternOf = (props: Props): string => (typeof props.format === 'string' ? props.format : timePattern(styleOf(props)));

/** A form value (wall text, an ISO instant) as the picker's clock reading. */
function toReading(value: Value, style: TimeStyle): Dayjs | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (dayjs.isDayjs(value)) return reading(value.format('YYYY-MM-DD HH:mm:ss'));
  return reading(timeService().format(value, style));
}

/** Formily's props -> the picker's: readings in, wall text out (null when cleared). */
function pickerProps(props: Props): Props {
  const style = styleOf(props);
  const pattern = patternOf(props);
  const out = (d: Dayjs | null | undefined) => (d ? d.format(pattern) : null);
  const { value, onChange, format: _format, ...rest } = props;
  return {
    ...rest,
    format: pattern,
    value: Array.isArray(value) ? value.map((v) => toReading(v, style) ?? null) : toReading(value, style) ?? null,
    onChange: (picked: unknown) => {
      const d = picked as Dayjs | null | (Dayjs | null)[];
      onChange?.(Array.isArray(d) ? d.map(out) : out(d));
    },
  };
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

const Single = connect(SinglePicker, mapProps(pickerProps), mapReadPretty(ReadPretty));
const Range = connect(RangePickerView, mapProps(pickerProps), mapReadPretty(ReadPretty));

export const DatePicker = Object.assign(Single, { RangePicker: Range });
