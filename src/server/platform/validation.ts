import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/** Hooks that add project formats (src/domain validators) to the server's ajv instances. */
const formatInstallers: ((ajv: Ajv) => void)[] = [];
export function onAjv(install: (ajv: Ajv) => void): void {
  formatInstallers.push(install);
  for (const ajv of instances) install(ajv);
}
const instances: Ajv[] = [];

function makeAjv(opts: Options): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, ...opts });
  addFormats(ajv);
  for (const install of formatInstallers) install(ajv);
  instances.push(ajv);
  return ajv;
}

// Bodies are validated as sent: no coercion, nothing silently stripped (STACK.md).
const bodyAjv = makeAjv({ coerceTypes: false, removeAdditional: false, useDefaults: true });
// Query strings and params are text by nature: coerce, and arrays from repeated keys.
const queryAjv = makeAjv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true });

/**
 * Compiled validators by part and schema text. Every app instance builds its route schemas
 * afresh (formBody of a screen, resource specs), so ajv's own cache, keyed by the schema
 * object, never hit: each app compiled some thousand schemas again (about a second of a test
 * app's start-up). The same text compiles to the same validator, so one is shared.
 */
const compiled = new Map<string, ReturnType<Ajv['compile']>>();

export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema, httpPart }) => {
  const body = httpPart === 'body';
  const key = `${body ? 'b' : 'q'}${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = (body ? bodyAjv : queryAjv).compile(schema as object);
    compiled.set(key, validate);
  }
  return validate as never;
};
