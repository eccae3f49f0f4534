import { post } from '../../../api/request';
import type { Registration } from '../../../api/public';
import type { UserInfo } from '../../../store/session';
import { completeLogin } from '../../../auth/profile';
import { checkPhoneCode, textCodeFor } from '../../../auth/actions';

/*
 * What /register sends, through the request layer (its alerts say what the server refused).
 * Loaded lazily by the page: it needs none of it to show.
 */

/** Texts the code unless the number is registered already (they log in or reset the password instead). */
export const textRegistrationCode = (phone: string) => textCodeFor(phone, 'register');

/** The code checked when leaving step 1: the server's reason, or null. */
export const checkCode = (phone: string, code: string) => checkPhoneCode(phone, code, 'register');

/** Registers and logs the new customer in; answers where /login would take them (the home tab). */
export async function register(body: Registration): Promise<string> {
  const enterprise = body.userType === 'enterprise';
  const { token, user } = await post<{ token: string; user: UserInfo }>('mn/0101/reg/user', {
    ...body,
    companyName: enterprise ? body.companyName : null,
    creditCode: enterprise ? body.creditCode : null,
  });
  return completeLogin(token, user);
}
