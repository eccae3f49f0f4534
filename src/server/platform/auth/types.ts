import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The caller, as resolved from the authToken header for every non-public route. */
export interface SessionUser {
  userId: number;
  loginid: string;
  userName: string;
  userType: 'staff' | 'customer';
  /** Set for customer accounts: the customer they act for. */
  customerId: number | null;
  roles: string[];
  /** Staff flag: sees every customer's data (spec section 6). */
  viewAll: boolean;
  stationId: number | null;
  /** The id the spec's date-range exemption is keyed on (app_user.banker_id). */
  bankerId: string | null;
  /** The password must be changed before anything else (a reset, a new account, too weak at login). */
  mustChangePassword: boolean;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The logged-in caller; the guard has already refused anonymous calls to non-public routes. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError('auth.tokenMissing');
  return req.user;
}
