/**
 * The screen format as TypeScript types. The JSON meta-schema
 * (schemas/_meta/screen.schema.json) is the authority; these types mirror it.
 */

export type Kind = 'list' | 'form' | 'detail' | 'dialog' | 'dashboard' | 'scan';

/** A path into the evaluation scope: record.x, $deps.0, user.orderStatus, params.id ... */
export type Path = string;

/** The condition language: small, JSON, no code in strings. */
export type Condition =
  | { eq: [ConditionOperand, ConditionOperand] }
  | { ne: [ConditionOperand, ConditionOperand] }
  | { in: [ConditionOperand, unknown[]] }
  | { empty: ConditionOperand }
  | { and: Condition[] }
  | { or: Condition[] }
  | { not: Condition }
  | boolean;

/** A path string, or a literal wrapped as {"const": ...}. */
export type Operand = Path | { const: unknown };

/** In conditions a string that is not a path (no known root) is a literal, as are numbers. */
export type ConditionOperand = Operand | number | boolean | null;

/** Translation function (i18next's t). */
export type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** A value mapping: each key takes the value at a path (or a constant). */
export type Mapping = Record<string, Operand>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Api {
  method: HttpMethod;
  url: string;
  /** Extra parameters, mapped from the scope (params.id, record.seq ...). */
  params?: Mapping;
  /**
   * Dashboard: the authority this entry's route wants when it is not the screen's permission
   * (the home's station counts): it is loaded only when granted, and the cards and charts that
   * read it are left out otherwise.
   */
  authority?: string;
}

export type ValueType =
  | 'text' | 'textarea' | 'digit' | 'money' | 'percent' | 'date' | 'dateTime' | 'dateRange'
  | 'time' | 'select' | 'tag' | 'boolean' | 'progress' | 'link' | 'index';

export interface ValidatorRef { name: string; args?: unknown }

export interface ColumnSearch {
  /** Parameter name(s) sent to the server; a dateRange names two: [from, to]. */
  transform?: string | [string, string];
  /** Initial value in the search form. */
  initialValue?: unknown;
  /**
   * The initial value read from the screen's params or user (`params.operationType`): a screen
   * opened with `?operationType=B05` starts filtered by it; it wins over `initialValue` when set.
   */
  initialFrom?: string;
  /** Order in the search form. */
  order?: number;
}

export interface Column {
  name: string;
  title?: string;
  valueType?: ValueType;
  dictionary?: string;
  search?: boolean | ColumnSearch;
  sorter?: boolean;
  hideInTable?: boolean;
  hideInDetail?: boolean;
  width?: number;
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  authority?: string;
  validators?: ValidatorRef[];
  /** Show the value only when the condition holds (scope: record). */
  visible?: Condition;
  /** A named cell registered by the app (renderers/registry: cells). */
  cell?: string;
  /** Remote options (as a form's x-options-source): the search field becomes a select over them. */
  optionsSource?: { method?: HttpMethod; url: string; params?: Mapping; labelField: string; valueField: string; path?: string };
  /** progress: the field carrying the percentage. */
  progressField?: string;
  /** Show the progress only when this holds (e.g. while downloading). */
  progressVisible?: Condition;
  /** A second field shown under the value (e.g. errorMessage under a failed status). */
  extraField?: string;
  /** Show extraField only when this holds. */
  extraVisible?: Condition;
  span?: number;
  /** A detail with tabs: the tab showing this field (default: the first). */
  tab?: string;
  /** The title names the business time zone (validity, cut-off times): "有效期自（北京时间，UTC+8）". */
  showZone?: boolean;
}

/** A screen under this one in the dialog stack (renderers/reloadChain.ts). */
export type ReloadTarget = 'opener' | 'root';

/** The `then` steps that take an argument, by their one key. */
export interface ThenStepArgs {
  /** Puts the action's result (a request's reply, a hook's return value) into the open screen's state (renderers/screenState.ts). */
  setState: string;
  /** Reloads a screen under this one: the screen that opened it, or the tab at the bottom. */
  reload: ReloadTarget;
  /**
   * Calls the named hook with the action context and the action's result (a request's reply, the
   * form's save reply): shows what only the reply knows, such as a one-time password.
   */
  hook: string;
  /**
   * Empties the named fields of the form or scan screen the action sits on: a scan screen's kept
   * pallet number once the pallet is closed, so the next scan starts a new one.
   */
  clearFields: string[];
}

/** After an action succeeded: a named step, or one `{key: argument}` of ThenStepArgs. */
export type ThenStep = 'reload' | 'clearSelection' | 'close' | { [K in keyof ThenStepArgs]: { [P in K]: ThenStepArgs[P] } }[keyof ThenStepArgs];

/** A request action's status change (renderers/actions/statusChange.ts has what each means). */
export type StatusVerb =
  | 'disable' | 'stop' | 'notEnabled' | 'deactivate' | 'expire' | 'freeze' | 'lock' | 'outage'
  | 'enable' | 'publish' | 'unfreeze' | 'unlock' | 'operate';

export interface ActionBase {
  key: string;
  label?: string;
  icon?: string;
  style?: 'primary' | 'default' | 'link' | 'danger';
  confirm?: string;
  successMessage?: string;
  then?: ThenStep[];
  authority?: string;
  visible?: Condition;
  disabled?: Condition;
  /** List toolbar/bulk actions: the selected rows the action needs (bulk actions default to many). */
  selection?: SelectionNeed;
}

export type SelectionNeed = 'one' | 'many';

export interface OpenScreenAction extends ActionBase {
  type: 'openScreen';
  /** Another screen by code; or, with `form`, this screen's own inline form. */
  target?: string;
  /** The screen opened depends on a value of the row or form (`value`: a path such as
   * "record.kind"): `screens` maps a value to its screen; any other value opens `target`. */
  targetBy?: { value: string; screens: Record<string, string> };
  /** The name of one of this screen's `forms`, opened in a modal (default) or a drawer. */
  form?: string;
  /** Text key of the dialog's title (default: the form's title, else the screen's). */
  title?: string;
  mode?: 'page' | 'modal' | 'drawer';
  params?: Mapping;
  width?: number;
}
export interface RequestAction extends ActionBase {
  type: 'request';
  method: HttpMethod;
  url: string;
  params?: Mapping;
  /** A mapping, or one path whose value is sent whole (e.g. "filters", "selectedRowKeys"). */
  body?: Mapping | Path;
  /** What the call does to the records' status (renderers/actions/statusChange.ts): out of use asks first; each says what happened. */
  statusChange?: StatusVerb;
}
export interface DownloadAction extends ActionBase { type: 'download'; url: string; params?: Mapping }
/** Prints the file an API answers: GET with `params`, or POST with `body` (a mapping or one path sent whole). */
export interface PrintAction extends ActionBase { type: 'print'; url: string; params?: Mapping; method?: 'GET' | 'POST'; body?: Mapping | Path }
export interface NavigateAction extends ActionBase { type: 'navigate'; to: string; params?: Mapping }
export interface SubmitAction extends ActionBase { type: 'submit' }
export interface CloseAction extends ActionBase { type: 'close' }
export interface HookAction extends ActionBase { type: 'hook'; name: string }

export type Action =
  | OpenScreenAction | RequestAction | DownloadAction | PrintAction
  | NavigateAction | SubmitAction | CloseAction | HookAction;

export type ActionType = Action['type'];

export interface Toolbar { actions?: Action[]; bulkActions?: Action[] }

export interface DashboardCard {
  name: string;
  title?: string;
  /** The card's name is a value of this dictionary: the value's label is its title (no copy in the screen's texts). */
  dictionary?: string;
  valueType?: 'digit' | 'money' | 'percent' | 'text';
  /** The dataSource entry that yields this card's object; default "load". */
  api?: string;
  precision?: number;
  span?: number;
  action?: Action;
}

export type ChartType = 'line' | 'column' | 'pie';

/**
 * A chart over the rows of a named dataSource entry (a dashboard), or over the rows a list shows
 * (a list: api "list"). Line and column: x along the axis, y up, one line or column per series
 * value; pie: x names the slices, y sizes them.
 */
export interface ScreenChart {
  name: string;
  type: ChartType;
  /** Text key of the card's title; default `charts.<name>`. */
  title?: string;
  /** The dataSource entry whose reply holds the rows; default "load" (dashboard), "list" (list). */
  api?: string;
  /** Where the rows are in the reply (`list`); default: the reply when it is an array, else its `list`. */
  path?: string;
  /**
   * Rows made of object replies (counts by type): one per field and entry of `apis` (default
   * `api`), x the field's label, y its value, series the entry's label (`fields.<name>`).
   */
  fields?: string[];
  /** With `fields`: they are values of this dictionary, labelled by it. */
  fieldsDictionary?: string;
  /** With `fields`: the dataSource entries compared, one series each (today, this week ...). */
  apis?: string[];
  x: string;
  y: string;
  series?: string;
  span?: number;
  height?: number;
}

export interface SubTable { name: string; title?: string; rowKey?: string; columns: Column[]; /** A detail with tabs: its tab (default: its own, keyed by its name, when one exists; else the first). */ tab?: string }

/**
 * A detail's tab: the fields and sub-tables naming it, and a component of the screen's hooks
 * (`components`) given the record; `empty`: the text shown when it has nothing (charges before a bill).
 */
export interface DetailTab { key: string; title: string; component?: string; empty?: string }

/** A Formily JSON Schema node with our data-only extensions. */
export type FormSchema = Record<string, unknown>;

export type FormLayoutSpec = { labelCol?: number; wrapperCol?: number; layout?: 'horizontal' | 'vertical' | 'inline'; columns?: number };

/**
 * A form a screen carries for itself (a list's row form), opened by
 * `{"type": "openScreen", "form": "<name>", "mode": "modal" | "drawer"}`. Params named like a
 * field of the form are its initial values; with `dataSource.load` and `params.id` it loads first.
 */
export interface InlineForm {
  title?: string;
  schema: FormSchema;
  dataSource: { load?: Api; submit: Api };
  transform?: { afterLoad?: string; beforeSubmit?: string };
  layout?: FormLayoutSpec;
  /** Buttons (default: submit, then close; cancel). */
  actions?: Action[];
  width?: number;
}

export interface Screen {
  $schema?: string;
  code: string;
  kind: Kind;
  title: string;
  permission?: string;
  description?: string;
  /**
   * Another screen this one is (schemas/_meta/extendScreen.ts): its JSON, hooks and texts, with this
   * file's top-level keys over them (an order edit is the order form, loading and saving elsewhere).
   */
  extends?: string;
  /**
   * A page of one record, opened from a list with these params: reached without them (a bookmark),
   * it says so and offers to open the list instead of showing an empty record.
   */
  openedFrom?: { screen: string; params: string[] };
  rowKey?: string;
  dataSource?: Record<string, Api>;
  columns?: Column[];
  schema?: FormSchema;
  rowActions?: Action[];
  toolbar?: Toolbar;
  hooks?: string[];
  /** React components exported by the hooks file, usable as x-component / x-decorator in this screen's forms. */
  components?: string[];
  pageSize?: number;
  pageSizeOptions?: number[];
  rowSelection?: boolean;
  subTables?: SubTable[];
  /** Detail: the record shown in tabs (DetailTab). */
  tabs?: DetailTab[];
  cards?: DashboardCard[];
  /** Dashboard and list: charts (a list's charts read the rows it shows). */
  charts?: ScreenChart[];
  /** Form: actions shown under the form (default: submit + close). */
  actions?: Action[];
  /** Form/detail: the form layout. */
  layout?: FormLayoutSpec;
  /** Named hooks for data shaping: afterLoad(data) -> data, beforeSubmit(values) -> values. */
  transform?: { afterLoad?: string; beforeSubmit?: string; beforeList?: string };
  /** Named inline forms (a list's row form): see InlineForm. */
  forms?: Record<string, InlineForm>;
  /** Scan: the scanner's flow over `schema`'s fields (ScanSpec). */
  scan?: ScanSpec;
}

/**
 * kind "scan": the cursor stays in the scan box; Enter sends it and the kept fields to `lookup`.
 * An answer `{done: true}` ends the scan; otherwise the found record (`order`) is shown with the
 * `entry` fields, and Enter on them sends the form to `submit`. Every scan gets a line under the
 * box (newest first): pending, done or refused with the server's message, or undone.
 */
export interface ScanSpec {
  field: string;
  lookup: Api;
  submit?: Api;
  keep?: string[];
  /** Kept fields an answer sets when it names them (the pallet the first scan opened). */
  fill?: string[];
  entry?: string[];
  show?: Column[];
  result?: Column[];
  history?: number;
  /** Offered on a done scan's line (where the spec allows undoing it: cancel an inbound), run on its record; the line then reads undone. */
  undo?: Action;
  /** A done lookup prints this file (a print action's url and params over `record`, the found record, and `result`, the answer). */
  print?: { url: string; params?: Mapping };
}

/** What a screen's hooks file exports: named functions. */
export type HookFn = (ctx: any, ...args: any[]) => unknown;
export type Hooks = Record<string, HookFn>;

/** The texts of one screen, per language. */
export type ScreenLocale = Record<string, Record<string, unknown>>;
