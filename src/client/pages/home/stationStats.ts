/**
 * The home's station statistics (SCREENS.md MN0501_01 "for OP: station badge counts"): the
 * dashboard schemas/mn/MN0501_01.json, shown under the home's cards to staff granted the station
 * operation statistics. Customers are never asked about (no request, no engine chunk).
 */
import { useEffect, useState } from 'react';
import { useEngine } from '@renderers/EngineProvider';
import type { UserInfo } from '../../store/session';

/** WL0109_01's page: what the route of every entry of the dashboard wants (tests/api/home-station-stats). */
export const STATION_STATS_AUTHORITY = 'wl/0109/01.html';

/** True once the engine's authority cache says the user may see the counts (the dashboard reuses the answer). */
export function useStationStatsGranted(user: UserInfo | null): boolean {
  const { authority } = useEngine();
  const staff = user?.userType === 'staff';
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (!staff) return setGranted(false);
    let live = true;
    authority.resolve([STATION_STATS_AUTHORITY]).then((a) => live && setGranted(a[STATION_STATS_AUTHORITY] === true), () => undefined);
    return () => {
      live = false;
    };
  }, [staff, authority]);
  return staff && granted;
}
