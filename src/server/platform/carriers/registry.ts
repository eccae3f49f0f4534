/**
 * Which adapter speaks for a supplier's `system` (ZJ0201_01's "system" column): a Map from the
 * system name to a factory making the adapter from the supplier's credentials. A new carrier is
 * one `register` (or one entry in `carrierSystems` below).
 */
import { CarrierError, type CarrierCredentials, type ChannelProvider, type ProviderOptions } from './provider';
import { SandboxChannelProvider } from './sandbox';

export type ChannelProviderFactory = (credentials: CarrierCredentials, options: ProviderOptions) => ChannelProvider;

export interface CarrierRegistry {
  register(system: string, factory: ChannelProviderFactory): void;
  has(system: string): boolean;
  systems(): string[];
  /** The adapter for `system`; a system nobody registered is a CarrierError naming the known ones. */
  create(system: string, credentials: CarrierCredentials, options?: ProviderOptions): ChannelProvider;
}

export function createCarrierRegistry(initial: Iterable<[string, ChannelProviderFactory]> = []): CarrierRegistry {
  const factories = new Map(initial);
  return {
    register(system, factory) {
      if (!system) throw new Error('carrier registry: a system name is required');
      factories.set(system, factory);
    },
    has: (system) => factories.has(system),
    systems: () => [...factories.keys()],
    create(system, credentials, options = {}) {
      const factory = factories.get(system);
      if (!factory) throw new CarrierError(system, `No channel provider for system "${system}" (known: ${[...factories.keys()].join(', ') || 'none'})`);
      return factory(credentials, options);
    },
  };
}

/** The systems this server speaks. */
export const carrierSystems = createCarrierRegistry([['sandbox', (credentials, options) => new SandboxChannelProvider(credentials, options)]]);
