import { post } from '../../../api/request';
import { shellApi } from '../../../api/shell';
import type { Registration } from '../../../api/public';
import type { UserInfo } from '../../../store/session';
import { completeLogin } from '../../../auth/profile';
import { readSign } from '../../login/Login2Page';

/**
 * What /register sends, through the request layer (its alerts say what the server refused).
 * Loaded lazily by the page, like the login pages' auth/actions: the page itself needs none of it
 * to show.
 */
export async function textCode(phone: string): Promise<void> {
  const sign = readSign(await shellApi.phoneCheck(phone));
  await shellApi.phoneCode(phone, sign);
}

/** Registers and logs the new customer in; answers where /login would take them (the home tab). */
export async function register(body: Registration): Promise<string> {
  const { token, user } = await post<{ token: string; user: UserInfo }>('mn/0101/reg/user', { ...body, userType: 'enterprise' });
  return completeLogin(token, user);
}
