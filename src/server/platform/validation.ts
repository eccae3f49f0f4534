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

export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : queryAjv;
  return ajv.compile(schema as object) as never;
};
