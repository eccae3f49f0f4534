/**
 * WL0118_01 weighing upload: the workbook goes to wl/0118/upload with the station (view-all) and
 * its job is followed on wl/0118/result: the counts, then the refused rows with the error file
 * (renderers/dialog/workbookUpload.ts).
 */
import { workbookUploader } from '../../renderers/dialog/workbookUpload';

const weighings = workbookUploader({
  url: 'wl/0118/upload',
  errorsTitle: 'errorsTitle',
  body: (values) => (values.stationId ? { stationId: values.stationId } : {}),
  job: { result: 'wl/0118/result', texts: { progress: 'progress', failed: 'failed', download: 'actions.downloadErrors' }, succeeded: (r) => Number(r.okRows) > 0 },
});

/** transform.beforeSubmit: the form's checks ran; the values are sent by `upload` itself. */
export const captureUpload = weighings.capture;
export const upload = weighings.upload;
