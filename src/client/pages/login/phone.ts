/** A mainland mobile number as the phone pages check it before asking the server. */
export const PHONE_RE = /^1[3-9]\d{9}$/;

/** The sign the phone check answers, used to ask for the code (`valcode?phoneNum&sign`). */
export function readSign(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    if (typeof d.sign === 'string') return d.sign;
  }
  return '';
}
