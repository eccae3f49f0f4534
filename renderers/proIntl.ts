import { enUSIntl, zhCNIntl } from '@ant-design/pro-components';

/** ProComponents ignore antd's ConfigProvider locale: each screen wraps them with this intl. */
export const proIntl = (lang: string) => (lang.startsWith('en') ? enUSIntl : zhCNIntl);
