import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its hooks and decorators reach the whole app
 * (what fastify-plugin does, without the dependency).
 */
export default function fp<T extends FastifyPluginAsync<any>>(plugin: T): T {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
