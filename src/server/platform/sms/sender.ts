/**
 * Sending a text message. The product only ever needs `send`; which provider stands behind it
 * is configuration (SMS_GATEWAY_URL). The one implementation here speaks the sandbox gateway's
 * small HTTP protocol (`POST {url}/send {phone, text}`); a real provider gets an adapter with
 * the same interface.
 */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export class SmsSendError extends Error {}

/** Posts to an HTTP SMS gateway (the sandbox, or a relay in front of a real provider). */
export class HttpSmsSender implements SmsSender {
  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    let res: Response;
    try {
      res = await fetch(new URL('send', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new SmsSendError(`SMS gateway unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new SmsSendError(`SMS gateway answered ${res.status}: ${detail.slice(0, 200)}`);
    }
    await res.body?.cancel().catch(() => {});
  }
}
