import { AppError } from './errors';
import { defineMessages } from './i18n';

/**
 * The one rule for the size of an import of rows sent as JSON: more rows than the configured cap
 * (IMPORT_MAX_ROWS) are refused whole, before any row is looked at, with a message that says how
 * to get through. (Excel imports stop at SHEET_MAX_ROWS in the spreadsheet reader, platform/sheets.)
 */
export function assertImportRows(count: number, max: number): void {
  if (count > max) throw new AppError('import.tooManyRows', { count, max });
}

defineMessages({
  'zh-CN': {
    'import.tooManyRows': '一次最多导入 {max} 行，本次有 {count} 行；请分成几批导入',
  },
  'en-US': {
    'import.tooManyRows': 'At most {max} rows can be imported at once, and this import has {count}; please import them in several parts',
  },
});
