import { session } from './session';

/** The business time zone the server named in user info (`timeZone`), if any. */
export function sessionTimeZone(): string | undefined {
  const zone = session.get().user?.timeZone;
  return typeof zone === 'string' ? zone : undefined;
}
