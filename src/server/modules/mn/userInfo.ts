import type { Database } from '../../db/connection';
import type { SessionUser } from '../../platform/auth/types';
import type { Lang } from '../../platform/i18n';
import { customerScope, customersInScope, type CustomerRef } from '../../platform/permissions/dataScope';
import { teamByRelation, type StaffRef } from '../../platform/permissions/team';
import { callerValidation } from '../../platform/formats';

export interface UserInfo {
  userId: number;
  userName: string;
  loginid: string;
  userType: 'staff' | 'customer';
  customerId: number | null;
  customerType: string | null;
  orderStatus: string;
  stationId: number | null;
  stationName: string | null;
  bankerId: string | null;
  /** The caller's banker id is one of the configured exemptions from the date-range limit. */
  dateRangeExempt: boolean;
  viewAll: boolean;
  roles: string[];
  /**
   * The customers of a limited scope. A scope of every customer (viewAll) is not listed here: user
   * info comes with every login and app start, and tens of thousands of customers would be sent
   * (and serialised by the server ahead of everything else) each time. The screens that need the
   * list ask for it (dd/0205/customer/map, SCREENS.md "CL").
   */
  relatedUser: CustomerRef[];
  kfSubordinates: StaffRef[];
  xsSubordinates: StaffRef[];
  /** Spelled as the spec spells it. */
  cwSsubordinates: StaffRef[];
  mustChangePassword: boolean;
  /** The business time zone (BUSINESS_TIME_ZONE): the client shows every time on its clock and picks dates on it. */
  timeZone: string;
}

/** What the shell knows about the caller (spec N02): profile, scope and subordinate lists. */
export async function userInfo(db: Database, user: SessionUser, lang: Lang, timeZone: string): Promise<UserInfo> {
  const [row] = await db.query<{
    banker_id: string | null;
    must_change_password: boolean;
    station_zh: string | null;
    station_en: string | null;
    order_status: string | null;
    customer_type: string | null;
  }>(
    `select u.banker_id, u.must_change_password, s.name_zh as station_zh, s.name_en as station_en,
            c.order_status, c.user_type as customer_type
       from app_user u
       left join station s on s.id = u.station_id
       left join customer c on c.id = u.customer_id
      where u.id = $1`,
    [user.userId],
  );
  const scope = await customerScope(db, user);
  const [related, team] = [scope.all ? [] : await customersInScope(db, scope), await teamByRelation(db, user)];
  return {
    userId: user.userId,
    userName: user.userName,
    loginid: user.loginid,
    userType: user.userType,
    customerId: user.customerId,
    customerType: row?.customer_type ?? null,
    // Staff are never "not approved": only customers carry an order status.
    orderStatus: user.userType === 'customer' ? (row?.order_status ?? 'OS01') : 'OS04',
    stationId: user.stationId,
    stationName: (lang === 'en-US' ? row?.station_en : row?.station_zh) ?? null,
    bankerId: row?.banker_id ?? null,
    // The configured list comes with the request (the auth guard); only the caller's own answer leaves the server.
    dateRangeExempt: !!row?.banker_id && (callerValidation().exemptBankerIds ?? []).includes(row.banker_id),
    viewAll: user.viewAll,
    roles: user.roles,
    relatedUser: related,
    kfSubordinates: team.kf,
    xsSubordinates: team.xs,
    cwSsubordinates: team.cw,
    mustChangePassword: row?.must_change_password ?? false,
    timeZone,
  };
}
