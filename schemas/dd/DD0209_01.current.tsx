/**
 * DD0209_01: the numbers the change replaces, read as the order number is typed (dd/0209/lookup,
 * once the typing rests): the channel tracking number, or the chosen parcel's sub-order number.
 * After a change (screen state `changed`) it reads them again and clears the new number and the
 * comment for the next order.
 */
import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { observer, useForm } from '@formily/react';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { useScreenState } from '../../renderers/screenState';

interface Numbers { orderNo: string; channelTrackingNo: string | null; packages: { seq: number; channelNo: string | null }[] }
type Found = { numbers: Numbers } | { refused: string } | undefined;

const REST_MS = 400;

export const CurrentNumbers = observer(function CurrentNumbers() {
  const form = useForm();
  const engine = useEngine();
  const { screen, text } = useScreen();
  const changed = useScreenState<unknown>('changed');
  const typed = String(form.values.orderNo ?? '').trim();
  const [found, setFound] = useState<Found>();

  useEffect(() => {
    if (changed) form.setValues({ newNumber: undefined, comment: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed]);

  useEffect(() => {
    if (!typed) return setFound(undefined);
    let live = true;
    const api = screen.dataSource?.lookup ?? { method: 'GET' as const, url: 'dd/0209/lookup' };
    const timer = setTimeout(() => {
      (engine.request(api.method, api.url, { params: { orderNo: typed }, silent: true }) as Promise<Numbers>)
        .then((numbers) => live && setFound({ numbers }))
        .catch((error: { message?: string }) => live && setFound({ refused: error?.message ?? '' }));
    }, REST_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [typed, changed, engine, screen.dataSource]);

  if (!found) return <Typography.Text type="secondary">{text('hints.typeOrderNo')}</Typography.Text>;
  if ('refused' in found) return <Typography.Text type="danger" data-testid="current-numbers">{found.refused}</Typography.Text>;
  const none = text('hints.none');
  const { numbers } = found;
  const shown = form.values.target === 'subOrderNo'
    ? numbers.packages.map((p) => `${text('hints.parcel', { seq: p.seq })}: ${p.channelNo ?? none}`).join('；')
    : numbers.channelTrackingNo ?? none;
  return <Typography.Text data-testid="current-numbers">{shown}</Typography.Text>;
});
