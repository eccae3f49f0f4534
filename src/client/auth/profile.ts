import { shellApi, asList, isWeakPassword, readAuthority } from '../api/shell';
import { resetExpiredFlag } from '../api/request';
import { session, unreadNotices } from '../store/session';
import { codeToMenuUrl, pathToCode } from '../app/routes';
import { takeReturnTo } from './returnTo';
import { markProfileLoaded } from './profileRefresh';
import type { CallOptions } from '../api/request';

/**
 * Loads the profile in the spec's order: user info, then credit and unpaid amount, then
 * contact info, then notices (spec section 7, SCREENS.md /login and SH12). A failed optional
 * part leaves the rest usable.
 */
export async function loadProfile(options: { notices?: boolean; quiet?: boolean } = {}): Promise<void> {
  const o: CallOptions | undefined = options.quiet ? { loading: false } : undefined;
  markProfileLoaded();
  const user = await shellApi.userInfo(o);
  session.update({ user });
  const [credit, unpay] = await Promise.all([
    shellApi.credit(o).catch(() => null),
    shellApi.unpay(o).catch(() => null),
  ]);
  session.update({ credit, unpay });
  const contact = await shellApi.contact(o).catch(() => null);
  session.update({ contact });
  if (options.notices) {
    const notices = asList(await shellApi.notices(o).catch(() => []));
    session.update({ notices, pendingNotices: unreadNotices(notices).length > 0 });
  }
}

export const HOME_PATH = '/MN0501_01';

/** A remembered deep link when the server grants its page to the user, else the home page. */
async function landingPath(wanted: string | null): Promise<string> {
  const code = wanted ? pathToCode(wanted.split('?')[0]) : null;
  if (!wanted || !code) return HOME_PATH;
  const url = codeToMenuUrl(code);
  const granted = await shellApi.authority([url]).then((d) => readAuthority([url], d)[url], () => false);
  return granted ? wanted : HOME_PATH;
}

/** The login answer's user says the password must be changed before anything else. */
const mustChange = (user: unknown) => (user as { mustChangePassword?: unknown } | null)?.mustChangePassword === true;

/**
 * The login sequence: token, profile, notices, password check; answers where to go. A session
 * that must change its password first (a reset, a new account, a weak password) may read nothing
 * else: it checks the password and goes home, where the shell shows only the change dialog and
 * loads the profile once the password is changed.
 */
export async function completeLogin(token: string, user: unknown): Promise<string> {
  const wanted = takeReturnTo(); // before session.clear() empties session storage
  session.clear();
  resetExpiredFlag();
  session.setToken(token);
  session.update({ user: (user ?? null) as never });
  if (mustChange(user)) {
    const weak = await shellApi.pwdCheck().catch(() => null);
    session.setPasswordWeak(weak === null || isWeakPassword(weak));
    return HOME_PATH;
  }
  await loadProfile({ notices: true });
  const weak = await shellApi.pwdCheck().catch(() => null);
  session.setPasswordWeak(isWeakPassword(weak));
  return landingPath(wanted);
}
