import { post } from '../api/request';
import { shellApi } from '../api/shell';
import { completeLogin } from './profile';
import { readSign } from '../pages/login/phone';

/** What the login pages do after the user submits (loaded lazily by them). */
export async function loginWithPassword(body: { loginid: string; password: string }): Promise<string> {
  const { token, user } = await shellApi.login(body);
  return completeLogin(token, user);
}

export async function loginWithPhone(body: { phoneNum: string; code: string }): Promise<string> {
  const { token, user } = await shellApi.phoneLogin(body);
  return completeLogin(token, user);
}


/**
 * Texts a code for registering or for a forgotten password, unless the number's check already
 * says it would be refused: a registered number cannot register, an unknown one has no password.
 */
export async function textCodeFor(phone: string, purpose: 'register' | 'reset'): Promise<'sent' | 'registered' | 'unknown'> {
  const answer = (await shellApi.phoneCheck(phone)) as { registered?: boolean; canRegister?: boolean } | null;
  if (purpose === 'register' && answer?.canRegister === false) return 'registered';
  if (purpose === 'reset' && answer?.registered === false) return 'unknown';
  await shellApi.phoneCode(phone, readSign(answer));
  return 'sent';
}

/**
 * Checks the code when the visitor leaves the step that asked it (not used up); answers the
 * server's reason (a wrong code and its tries left, an expired one) to show under the field, or null.
 */
export async function checkPhoneCode(phone: string, code: string, purpose: 'register' | 'reset'): Promise<string | null> {
  try {
    await post('mn/0101/phone/code/check', { phone, code, purpose }, { silent: true });
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** A customer's forgotten password, set anew with the SMS code of its phone; answers the login ID and the server's words. */
export function resetForgottenPassword(body: { phone: string; code: string; newPassword: string; confirmPassword: string }) {
  return post<{ loginid: string; message: string }>('mn/0101/pwd/forgot', body);
}

export { shellApi };
