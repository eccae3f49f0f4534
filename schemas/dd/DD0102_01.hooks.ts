/**
 * DD0102_01 bulk order: the form validates (customer for staff, the way to import, the file's type
 * and size), then the workbook goes to dd/0102/upload as base64 JSON and its job is followed on
 * dd/0102/result until it is done: the counts, then the bad cells by row and column with the result
 * file to download (also in the download centre): renderers/dialog/workbookUpload.ts.
 */
import { workbookUploader } from '../../renderers/dialog/workbookUpload';

const orders = workbookUploader({
  url: 'dd/0102/upload',
  errorsTitle: 'errorsTitle',
  body: (values) => ({ ...(values.customerId ? { customerId: values.customerId } : {}), mode: values.mode, confirmLargeValues: !!values.confirmLargeValues }),
  job: { result: 'dd/0102/result', texts: { progress: 'progress', failed: 'failed', download: 'actions.downloadResult' }, succeeded: (r) => Number(r.imported) > 0 },
});

/** transform.beforeSubmit: the form's checks ran; the values are sent by `upload` itself. */
export const captureUpload = orders.capture;
export const upload = orders.upload;
