/**
 * Carrier channels for the app: `channelProvider(app, supplier)` makes the adapter of a supplier's
 * system with its credentials. A supplier of system 'sandbox' without a domain of its own talks to
 * CARRIER_URL, or else to the sandbox carrier this process starts on first use (embedded and demo
 * mode need nothing configured; it knows SANDBOX_DEMO_ACCOUNT).
 */
import type { FastifyInstance } from 'fastify';
import { SANDBOX_DEMO_ACCOUNT, startCarrierSandbox, type CarrierSandbox } from '../../sandbox/carrier';
import { CarrierError, type ChannelProvider } from './provider';
import { carrierSystems, type CarrierRegistry } from './registry';
import { openSecret, secretKeyOf } from '../secrets/secretBox';
import type { AppConfig } from '../../config';

export * from './provider';
export { carrierSystems, createCarrierRegistry, type CarrierRegistry, type ChannelProviderFactory } from './registry';
export { SandboxChannelProvider } from './sandbox';

/** A supplier as far as reaching its carrier goes (ZJ0201_01: system, API account, key, domain). */
export interface SupplierChannel {
  system: string;
  apiAccount: string;
  key: string;
  /** The carrier's API base URL; empty for the sandbox: CARRIER_URL or the embedded sandbox. */
  domain?: string | null;
}

/** What the secret box seals a supplier's API key for (its additional data). */
export const SUPPLIER_KEY_PURPOSE = 'supplier.apiKey';

/** A supplier row as stored (migration 0302/0320): its API key sealed (platform/secrets). */
export interface StoredSupplier {
  system: string;
  api_account: string | null;
  api_key: string | null;
  domain: string | null;
}

/**
 * The channel of a stored supplier: its API key opened with the server's secret key. An unreadable
 * key (sealed under another SECRET_KEY) throws `SecretUnreadable`: the key must be entered again.
 */
export function supplierChannel(config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>, s: StoredSupplier): SupplierChannel {
  const key = s.api_key ? openSecret(secretKeyOf(config), SUPPLIER_KEY_PURPOSE, s.api_key) : '';
  return { system: s.system, apiAccount: s.api_account ?? '', key, domain: s.domain };
}

let embedded: Promise<CarrierSandbox> | undefined;

/**
 * The sandbox carrier this process started itself (when CARRIER_URL is not set): one per process,
 * on 127.0.0.1 and a free port, not keeping the process alive; a failed start is tried again next time.
 */
export function embeddedCarrier(log: (msg: string) => void = console.log): Promise<CarrierSandbox> {
  if (!embedded) {
    embedded = startCarrierSandbox({ accounts: { [SANDBOX_DEMO_ACCOUNT.account]: SANDBOX_DEMO_ACCOUNT.key } });
    embedded.then(
      (sandbox) => {
        sandbox.server.unref();
        log(`Sandbox carrier SBX Express started on ${sandbox.url} (no CARRIER_URL): shipments at ${sandbox.url}/control/shipments`);
      },
      () => (embedded = undefined),
    );
  }
  return embedded;
}

/** The base URL of the sandbox carrier this app talks to: CARRIER_URL, else the embedded one (started now if need be). */
export async function carrierSandbox(app: FastifyInstance): Promise<string> {
  if (app.config.carrierUrl) return app.config.carrierUrl;
  const sandbox = await embeddedCarrier((m) => (app.config.seedDemo ? app.log.info(m) : app.log.warn(m)));
  return sandbox.url;
}

/** The adapter for `supplier`, with the app's carrier timeout. */
export async function channelProvider(app: FastifyInstance, supplier: SupplierChannel, registry: CarrierRegistry = carrierSystems): Promise<ChannelProvider> {
  const baseUrl = supplier.domain || (supplier.system === 'sandbox' ? await carrierSandbox(app) : '');
  if (!baseUrl && registry.has(supplier.system)) throw new CarrierError(supplier.system, `The supplier of system "${supplier.system}" has no domain (API base URL)`);
  return registry.create(supplier.system, { apiAccount: supplier.apiAccount, key: supplier.key, baseUrl }, { timeoutMs: app.config.carrierTimeoutMs });
}
