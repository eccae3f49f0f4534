import { defineMessages } from '../i18n';

defineMessages({
  'zh-CN': {
    'download.error': '下载错误',
    'download.failed': '文件生成失败，请稍后重试',
    'download.notFound': '下载记录不存在',
    'download.noData': '没有可下载的数据',
    'download.unknownKind': '不支持的导出类型：{kind}',
    'download.deleted': '删除成功',
    'download.alreadyRunning': '相同的导出正在生成中：{fileName}；完成后文件会出现在下载中心；请勿重复导出',
    'download.tooMany': '您已有 {max} 个导出在排队或生成中；请等其中一个完成后再导出',
    'download.paramsTooLarge': '导出条件过长（最多 {max} 字节）',
  },
  'en-US': {
    'download.error': 'download error',
    'download.failed': 'The file could not be generated, please try again later',
    'download.notFound': 'No such download record',
    'download.noData': 'No data to download',
    'download.unknownKind': 'Unsupported export: {kind}',
    'download.deleted': 'Deleted successfully',
    'download.alreadyRunning': 'The same export is still being generated: {fileName}; the file will appear in the download centre when it finishes; please do not export it again',
    'download.tooMany': 'You already have {max} exports queued or being generated; please wait until one of them finishes before starting another',
    'download.paramsTooLarge': 'The export conditions are too long (at most {max} bytes)',
  },
});
