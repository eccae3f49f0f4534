/**
 * The server's building block for list / edit screens, one job a file: a resource spec and its
 * routes (spec.ts, crud.ts, crudList.ts, crudWrites.ts, fields.ts, scope.ts), paging and lists
 * written by hand (query.ts, filter.ts, pageFirst.ts), id bodies (ids.ts), a transaction that
 * words the database's refusals (sql.ts, dbError.ts), schema pieces (schemaSnippets.ts), select
 * options (picker.ts) and rows owned by a customer (owner.ts). Modules import from here, never from
 * each other, for these.
 */
export { crudRoutes } from './crud';
export { listRows } from './crudList';
export { claimOwner, customerRowScope, ownRows } from './owner';
export { listWriteAuthority, type CrudSpec, type FieldDef } from './spec';
export { detailOf, localizedName, mergedBody, nameOf } from './fields';
export { assertReadable } from './scope';
export { countSql, listResponse, orderBy, pageProps, pageQueryProps, paging, pagingProps, type PageQuery } from './query';
export { ListFilter, likeLiteral } from './filter';
export { listPage } from './pageFirst';
export { idsBody, idsOnlyBody, idsSchema, pickIds } from './ids';
export { inTransaction, type TxQuery } from './sql';
export { guardUnique, isForeignKeyViolation, rootMessage } from './dbError';
export { defineTableNouns } from './dbError.messages';
export { moneySchema, S } from './schemaSnippets';
export { nameIn, pickerRoute, type PickerOption } from './picker';
