import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';

export interface ResetAccount {
  id: number;
  loginid: string;
  enabled: boolean;
  locked: boolean;
  password_hash: string;
}

/**
 * The one customer account a mobile number identifies for a forgotten password (its own mobile,
 * or its customer's phone when it has none). Staff passwords are reset by an administrator
 * (ZJ0601_01), never by a text message: a staff number is refused like an unknown one.
 */
export async function customerAccountsByPhone(db: Database, phone: string): Promise<ResetAccount> {
  const rows = await db.query<ResetAccount>(
    `select u.id, u.loginid, u.enabled, u.locked, u.password_hash
       from app_user u left join customer c on c.id = u.customer_id
      where u.user_type = 'customer' and (u.mobile = $1 or (u.mobile is null and c.phone = $1))
      order by u.id`,
    [phone],
  );
  if (!rows.length) throw new AppError('pwdForgot.phoneUnknown');
  if (rows.length > 1) throw new AppError('pwdForgot.phoneAmbiguous');
  return rows[0];
}
