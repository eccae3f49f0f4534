/**
 * ZJ0105_01 quote upload: the form validates (file type and size by the named validator), then
 * the sheet goes to zj/0105/upload as base64 JSON with the table and its validity. A sheet with
 * bad cells is refused whole; its errors (row, column, header, message in the reader's language)
 * are listed in a dialog (renderers/dialog/workbookUpload.ts).
 */
import { workbookUploader } from '../../renderers/dialog/workbookUpload';
import { sentTime } from './pricing.forms';

const quoteSheet = workbookUploader({
  url: 'zj/0105/upload',
  errorsTitle: 'errorsTitle',
  body: (values) => ({
    priceTableId: values.priceTableId,
    ...(values.validFrom ? { validFrom: sentTime(values.validFrom) } : {}),
    ...(values.validTo ? { validTo: sentTime(values.validTo) } : {}),
  }),
});

/** transform.beforeSubmit */
export const captureUpload = quoteSheet.capture;
export const upload = quoteSheet.upload;
