import { defineMessages } from '../../platform/i18n';

/** Messages of the weighing upload (WL0118_01/02). */
defineMessages({
  'zh-CN': {
    'weighing.columnsMissing': '上传失败，请重新上传：文件缺少列“{columns}”，请使用称重数据模板',
    'weighing.noRows': '上传失败，请重新上传：文件中没有称重数据',
    'weighing.failed': '上传失败，请重新上传',
    'weighing.stopped': '上传失败：已处理前 {done} 行（共 {rows} 行），请只重新上传其余的行',
    'weighing.notFound': '称重上传批次不存在',
    'weighing.done': '共 {rows} 行，称重成功 {ok} 行',
    'weighing.doneWithErrors': '共 {rows} 行，称重成功 {ok} 行，失败 {failed} 行，请下载错误文件',
    'weighing.errorFile.header': '错误原因',
    'weighing.errorFile.title': '称重上传错误文件',
    'weighing.noErrors': '没有失败的行',
    'weighing.noErrorFile': '该批次没有失败的行，没有错误文件',
  },
  'en-US': {
    'weighing.columnsMissing': 'Upload failed, please upload again: the file has no column "{columns}"; please use the weighing template',
    'weighing.noRows': 'Upload failed, please upload again: the file holds no weighings',
    'weighing.failed': 'Upload failed, please upload again',
    'weighing.stopped': 'Upload failed after the first {done} of {rows} rows: upload the other rows again',
    'weighing.notFound': 'The weighing upload does not exist',
    'weighing.done': '{rows} rows, {ok} weighed',
    'weighing.doneWithErrors': '{rows} rows, {ok} weighed, {failed} failed: please download the error file',
    'weighing.errorFile.header': 'Error',
    'weighing.errorFile.title': 'Weighing upload errors',
    'weighing.noErrors': 'No row failed',
    'weighing.noErrorFile': 'No row of this batch failed: there is no error file',
  },
});
