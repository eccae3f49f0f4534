/**
 * `crudRoutes(spec)`: the endpoints a generic list / form screen pair uses, from one resource spec
 * (spec.ts): list (crudList.ts); detail, save, status, delete (crudWrites.ts). A module writes
 * only what is particular to it: validate, afterSave, afterWrite, or a route of its own beside them.
 */
import type { Authority, RouteDef } from '../route';
import { listRoute } from './crudList';
import { deleteRoute, detailRoute, saveRoute, statusRoute } from './crudWrites';
import { listWriteAuthority, type CrudSpec, type Verb } from './spec';

export function crudRoutes(spec: CrudSpec): RouteDef[] {
  const verbs: Verb[] = spec.verbs ?? ['list', 'detail', 'save', ...(spec.status ? ['status' as const] : []), ...(spec.remove ? ['delete' as const] : [])];
  const writeAuthority = spec.writeAuthority ?? spec.authority;
  const authorityOf = (verb: 'status' | 'delete'): Authority => (spec.listWrites?.includes(verb) ? listWriteAuthority(spec) : writeAuthority);
  const { status } = spec;
  return [
    ...(verbs.includes('list') ? [listRoute(spec)] : []),
    ...(verbs.includes('detail') ? [detailRoute(spec, writeAuthority)] : []),
    ...(verbs.includes('save') ? [saveRoute(spec, writeAuthority)] : []),
    ...(verbs.includes('status') && status ? [statusRoute(spec, status, authorityOf('status'))] : []),
    ...(verbs.includes('delete') && spec.remove ? [deleteRoute(spec, authorityOf('delete'))] : []),
  ];
}
