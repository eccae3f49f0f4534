import { defineSeed } from '../../db/seed/define';

/**
 * The registration agreement shown on /register (`mn/0000/site/protocol`), one text per
 * language. Inserted when missing, never overwritten: website configuration may edit it.
 */
export const DEFAULT_PROTOCOL = {
  title: { 'zh-CN': '用户注册协议', 'en-US': 'User registration agreement' },
  content: {
    'zh-CN': [
      '欢迎注册跨境物流管理平台（以下简称“平台”）。请您在注册前仔细阅读本协议，勾选同意即表示您已阅读并接受本协议的全部条款。',
      '一、账号注册：您应使用本人实名的中国大陆手机号码注册，并保证所填写的公司名称、统一社会信用代码、邮箱等信息真实、准确、完整。注册成功后，您需完善个人信息并通过审核，方可在线下单。',
      '二、账号安全：账号和密码由您自行保管，因您保管不善造成的损失由您自行承担。发现账号被盗用，请立即修改密码并联系客服。短信验证码仅用于本人登录和注册，请勿告知他人。',
      '三、服务内容：平台提供国际快递及物流下单、轨迹查询、账单与充值等服务。具体运价、时效、赔付标准以平台公布的渠道说明和双方签订的合同为准。',
      '四、托运规范：您承诺所托运的货物不含法律法规禁止或限制寄递的物品，申报品名、数量与价值真实准确，并承担因申报不实产生的全部责任。',
      '五、费用结算：您应按平台账单及约定的结算周期及时支付运费及相关费用；逾期未付的，平台有权暂停服务。',
      '六、个人信息保护：平台仅为提供服务之目的收集和使用您的信息，并依法采取安全措施加以保护，未经您同意不向第三方提供，法律法规另有规定的除外。',
      '七、协议变更：平台可根据业务需要修改本协议，修改后的协议在平台公布后生效。您继续使用服务即视为接受修改后的协议。',
      '八、法律适用：本协议适用中华人民共和国法律。因本协议产生的争议，双方应协商解决；协商不成的，提交平台运营方所在地人民法院诉讼解决。',
    ].join('\n\n'),
    'en-US': [
      'Welcome to the Cross-border Logistics Platform (the "Platform"). Please read this agreement carefully before registering. By ticking the box you confirm that you have read and accept all of its terms.',
      '1. Registration: register with your own mainland China mobile number, and make sure the company name, unified social credit code, email and other details you give are true, accurate and complete. After registering you must complete your information and pass the review before you can place orders.',
      '2. Account security: you keep your login ID and password safe and bear any loss caused by failing to do so. If your account is misused, change your password at once and contact customer service. Text message codes are for your own login and registration only: never share them.',
      '3. Services: the Platform offers international express and logistics ordering, tracking, bills and top-ups. Rates, transit times and compensation follow the channel descriptions published on the Platform and the contract between the parties.',
      '4. Shipping rules: you undertake that your goods contain nothing whose carriage is prohibited or restricted by law, that the declared description, quantity and value are true and accurate, and you bear all liability arising from an untrue declaration.',
      '5. Payment: you pay freight and related charges according to the Platform\'s bills and the agreed settlement cycle; the Platform may suspend service while payments are overdue.',
      '6. Personal information: the Platform collects and uses your information only to provide the services, protects it with appropriate security measures as the law requires, and does not give it to third parties without your consent unless the law requires so.',
      '7. Changes: the Platform may amend this agreement as its business requires; amendments take effect when published on the Platform. Continuing to use the services means accepting the amended agreement.',
      '8. Governing law: this agreement is governed by the laws of the People\'s Republic of China. Disputes are settled by negotiation, failing which by the people\'s court where the Platform operator is located.',
    ].join('\n\n'),
  },
};

export default defineSeed({
  name: 'registration agreement',
  order: 14,
  async reference({ db }) {
    await db.query(`insert into site_setting (key, value) values ('registrationProtocol', $1::jsonb) on conflict (key) do nothing`, [
      JSON.stringify(DEFAULT_PROTOCOL),
    ]);
  },
});
