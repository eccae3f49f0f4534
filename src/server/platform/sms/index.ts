import type { FastifyInstance } from 'fastify';
import { HttpSmsSender, type SmsSender } from './sender';
import { startSmsGateway, type SmsGateway } from '../../sandbox/sms-gateway';

export { HttpSmsSender, SmsSendError, type SmsSender } from './sender';

const senders = new WeakMap<FastifyInstance, Promise<SmsSender>>();
let embedded: Promise<SmsGateway> | undefined;

/**
 * The sandbox gateway this process started itself (when SMS_GATEWAY_URL is not set): one per
 * process, on 127.0.0.1 and a free port, not keeping the process alive.
 */
export function embeddedGateway(log: (msg: string) => void = console.log): Promise<SmsGateway> {
  embedded ??= startSmsGateway().then((gw) => {
    gw.server.unref();
    log(`SMS sandbox gateway started on ${gw.url} (no SMS_GATEWAY_URL): read codes at ${gw.url}/inbox?phone=<number>`);
    return gw;
  });
  embedded.catch(() => (embedded = undefined));
  return embedded;
}

/**
 * The app's SMS sender: the gateway at `config.smsGatewayUrl`, or else the sandbox gateway,
 * started on first use (embedded and demo mode need nothing configured).
 */
export function smsSender(app: FastifyInstance): Promise<SmsSender> {
  let s = senders.get(app);
  if (!s) {
    const url = app.config.smsGatewayUrl;
    s = url
      ? Promise.resolve(new HttpSmsSender(url))
      : embeddedGateway((m) => (app.config.seedDemo ? app.log.info(m) : app.log.warn(m))).then((gw) => new HttpSmsSender(gw.url));
    senders.set(app, s);
    s.catch(() => senders.delete(app));
  }
  return s;
}

/** Replaces the app's sender (a provider adapter, or a test's own gateway). */
export function setSmsSender(app: FastifyInstance, sender: SmsSender): void {
  senders.set(app, Promise.resolve(sender));
}
