import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * What fastify-plugin does, without the dependency: the plugin's decorators and hooks apply to
 * the parent scope, and Fastify checks that the named dependencies were registered first.
 */
export function sharedPlugin<O extends Record<string, unknown>>(
  name: string,
  fn: (app: FastifyInstance, options: O) => Promise<void>,
  dependencies: string[] = [],
): FastifyPluginAsync<O> {
  const plugin = fn as FastifyPluginAsync<O> & Record<symbol, unknown>;
  plugin[Symbol.for('skip-override')] = true;
  plugin[Symbol.for('fastify.display-name')] = name;
  plugin[Symbol.for('plugin-meta')] = { name, dependencies };
  return plugin;
}
