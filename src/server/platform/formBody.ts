/**
 * The body schema of a save route: the form's own schema (schemas/_meta/bodySchema.ts), closed
 * to properties the form does not have. A route that takes what a screen's form sends uses
 * this, so the server checks the very rules the client ran and the two cannot drift
 * (tests/api/form-bodies.test.ts holds every such route to it).
 */
import { bodySchemaOf } from '../../../schemas/_meta/bodySchema';
import type { JsonSchema } from './route';

type Screen = Parameters<typeof bodySchemaOf>[0];

export function formBody(screen: Screen, formName?: string): JsonSchema {
  return bodySchemaOf(screen, formName, { additionalProperties: false });
}
