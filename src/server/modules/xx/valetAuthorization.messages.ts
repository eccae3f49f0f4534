import { defineMessages } from '../../platform/i18n';

/** Messages of the valet-order authorizations (S11: xx/0701/*, xx/0702/*). */
defineMessages({
  'zh-CN': {
    'valet.stateRefused': '该代下单授权当前为“{state}”，不能{action}',
    'valet.action.apply': '申请',
    'valet.action.grant': '授权',
    'valet.action.renew': '续期',
    'valet.action.revoke': '撤销',
    'valet.action.agree': '同意',
    'valet.action.reject': '拒绝',
    'valet.alreadyPending': '您对该客户已有一条待审批的代下单申请，请等待客户处理',
    'valet.salesNotBound': '所选销售未绑定该客户，不能授权',
    'valet.ownRequest': '不能审批自己的代下单申请',
  },
  'en-US': {
    'valet.stateRefused': 'The valet-order authorization is {state}: it cannot be {action}',
    'valet.action.apply': 'requested',
    'valet.action.grant': 'granted',
    'valet.action.renew': 'renewed',
    'valet.action.revoke': 'revoked',
    'valet.action.agree': 'agreed',
    'valet.action.reject': 'rejected',
    'valet.alreadyPending': "A request of yours is already waiting for this customer's decision",
    'valet.salesNotBound': 'The chosen sales member is not bound to this customer and cannot be authorized',
    'valet.ownRequest': 'Nobody decides their own valet-order request',
  },
});
