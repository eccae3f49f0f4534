/**
 * DD0209_01 change numbers: the current numbers beside the form (DD0209_01.current.tsx), and the
 * batch upload: a workbook of changes sent whole, its bad cells listed by row and column.
 */
import { workbookUploader } from '../../renderers/dialog/workbookUpload';

export { CurrentNumbers } from './DD0209_01.current';

const batch = workbookUploader({ url: 'dd/0209/upload', errorsTitle: 'errorsTitle' });

/** forms.batch transform.beforeSubmit */
export const captureBatch = batch.capture;
export const uploadBatch = batch.upload;
