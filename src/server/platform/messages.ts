import { defineMessages } from './i18n';

/** Messages of the platform itself (envelope, validation, auth). Modules define their own. */
defineMessages({
  'zh-CN': {
    'common.ok': '操作成功',
    'common.notFound': '请求的接口不存在：{url}',
    'common.internalError': '服务器内部错误，请稍后重试',
    'common.badRequest': '请求参数不正确：{detail}',
    'common.pageParamsIncorrect': '页面参数不正确',
    'common.tooLarge': '请求内容过大：此处最多 {limit}',
    'common.deleteFailed': '删除失败',
    'common.addFailed': '新增失败',
    'common.modifyFailed': '修改失败',
    'common.selectOne': '请选择一条记录',
    'auth.tokenMissing': 'token 缺失，请重新登录',
    'auth.tokenInvalid': 'token 校验失败（已过期或已注销），请重新登录',
    'auth.forbidden': '没有访问权限：{url}',
    'auth.dataForbidden': '没有权限访问该客户的数据',
    'auth.mustChangePassword': '您的密码复杂度过低或已被重置，请先修改密码',
  },
  'en-US': {
    'common.ok': 'Done',
    'common.notFound': 'No such API: {url}',
    'common.internalError': 'Internal server error, please try again later',
    'common.badRequest': 'Invalid request: {detail}',
    'common.pageParamsIncorrect': 'Page parameters are incorrect',
    'common.tooLarge': 'The request is too large: at most {limit} here',
    'common.deleteFailed': 'Delete failed',
    'common.addFailed': 'Add failed',
    'common.modifyFailed': 'Modify failed',
    'common.selectOne': 'Please select a record',
    'auth.tokenMissing': 'token missing, please log in again',
    'auth.tokenInvalid': 'token failed validation (expired or logged out), please log in again',
    'auth.forbidden': 'No permission for: {url}',
    'auth.dataForbidden': 'No permission for this customer\'s data',
    'auth.mustChangePassword': 'Your password is too weak or was reset: please change it first',
  },
});
