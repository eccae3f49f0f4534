import { shellApi } from '../api/shell';
import { completeLogin } from './profile';

/** What the login pages do after the user submits (loaded lazily by them). */
export async function loginWithPassword(body: { loginid: string; password: string }): Promise<string> {
  const { token, user } = await shellApi.login(body);
  return completeLogin(token, user);
}

export async function loginWithPhone(body: { phoneNum: string; code: string }): Promise<string> {
  const { token, user } = await shellApi.phoneLogin(body);
  return completeLogin(token, user);
}

export { shellApi };
