/**
 * antd's date picker on the business zone's clock, shared by the form's DatePicker and a list's
 * date search fields. antd's picker works on dayjs objects in the browser's zone: its "now",
 * today's mark and typed text would follow the browser. This one is antd's picker built on the
 * same dayjs config (rc-picker's, as antd documents for other date libraries) with dayjs objects
 * in UTC mode used as plain clock readings, its "now" the business clock's: no browser zone, no
 * summer-time gap. Values in and out are wall text (`2026-11-22`, `2026-11-22 10:00:00`); an
 * instant given in is shown on the business clock.
 */
import { DatePicker as AntdDatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import dayjsConfig from 'rc-picker/es/generate/dayjs';
import type { GenerateConfig } from 'rc-picker/es/generate/index';
import { timePattern, timeService, type TimeStyle } from './time';

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

export const WallPicker = AntdDatePicker.generatePicker<Dayjs>(wallClockConfig);

export interface WallPickerProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  showTime?: unknown;
  format?: unknown;
  [key: string]: unknown;
}

export const styleOf = (props: WallPickerProps): TimeStyle => (props.showTime ? 'dateTime' : 'date');
const patternOf = (props: WallPickerProps): string => (typeof props.format === 'string' ? props.format : timePattern(styleOf(props)));

/** A value (wall text, an ISO instant, a dayjs) as the picker's clock reading. */
function toReading(value: unknown, style: TimeStyle): Dayjs | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (dayjs.isDayjs(value)) return reading(value.format('YYYY-MM-DD HH:mm:ss'));
  return reading(timeService().format(value, style));
}

/** Wall text and instants in, the picker's readings; what is picked out as wall text (null when cleared). */
export function wallPickerProps(props: WallPickerProps): WallPickerProps {
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

/** Plain controlled inputs (value/onChange as wall text): a list's search form. */
export const WallDateInput = (props: WallPickerProps) => <WallPicker {...(wallPickerProps(props) as object)} />;
export const WallRangeInput = (props: WallPickerProps) => <WallPicker.RangePicker {...(wallPickerProps(props) as object)} />;
