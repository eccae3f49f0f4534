import { defineMessages } from '../../platform/i18n';

/** Messages of login, sessions and the account's own settings. */
defineMessages({
  'zh-CN': {
    'account.loginFailed': '账号或密码错误',
    'account.loginThrottled': '登录失败次数过多，请 {minutes} 分钟后再试',
    'account.loginThrottledSeconds': '登录失败次数过多，请 {seconds} 秒后再试',
    'account.locked': '账号已被锁定，请联系管理员',
    'account.disabled': '账号已停用，请联系管理员',
    'account.oldPasswordWrong': '原密码不正确',
    'account.passwordWeak': '密码至少 {min} 位，且必须同时包含字母和数字',
    'account.passwordSame': '新密码不能与原密码相同',
    'account.passwordDefault': '新密码不能使用系统默认密码',
  },
  'en-US': {
    'account.loginFailed': 'Wrong login ID or password',
    'account.loginThrottled': 'Too many failed logins, please try again in {minutes} minutes',
    'account.loginThrottledSeconds': 'Too many failed logins, please try again in {seconds} seconds',
    'account.locked': 'This account is locked, please contact the administrator',
    'account.disabled': 'This account is disabled, please contact the administrator',
    'account.oldPasswordWrong': 'The old password is incorrect',
    'account.passwordWeak': 'The password needs at least {min} characters with both letters and digits',
    'account.passwordSame': 'The new password must differ from the old one',
    'account.passwordDefault': 'The new password cannot be the system default password',
  },
});
