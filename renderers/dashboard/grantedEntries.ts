/**
 * A dashboard's dataSource entries it may load: an entry naming its own authority (a route the
 * screen's permission does not open) only once the user is granted it. Cards and charts reading
 * an entry left out are left out too, so a user never sees a refusal on the home.
 */
import { useMemo } from 'react';
import { useAuthorities } from '../authority';
import { useEngine } from '../EngineProvider';
import { chartApis } from '../charts/chartRows';
import type { DashboardCard, Screen, ScreenChart } from '../types';

const cardApi = (card: DashboardCard) => card.api ?? 'load';

export function useGrantedParts(screen: Screen) {
  const engine = useEngine();
  const urls = useMemo(() => [...new Set(Object.values(screen.dataSource ?? {}).map((a) => a.authority).filter((u): u is string => !!u))].sort(), [screen]);
  const { allowed, ready } = useAuthorities(engine.authority, urls);
  return useMemo(() => {
    const granted = (api: string) => allowed(screen.dataSource?.[api]?.authority);
    const cards: DashboardCard[] = (screen.cards ?? []).filter((c) => granted(cardApi(c)));
    const charts: ScreenChart[] = (screen.charts ?? []).filter((c) => chartApis(c, screen.kind).every(granted));
    const apis = [...new Set([...cards.map(cardApi), ...charts.flatMap((c) => chartApis(c, screen.kind))])];
    return { cards, charts, apis, ready };
  }, [screen, allowed, ready]);
}
