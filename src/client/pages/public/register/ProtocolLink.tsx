import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { publicApi } from '../../../api/public';
import { usePublicData } from '../usePublicData';

/** The registration agreement (mn/0000/site/protocol) behind a link, in the page's language. */
export function ProtocolLink() {
  const { t } = useTranslation('public');
  const [open, setOpen] = useState(false);
  const protocol = usePublicData(publicApi.protocol);
  return (
    <>
      <a href="#protocol" onClick={(e) => (e.preventDefault(), setOpen(true))}>
        {protocol?.title ?? t('register.protocol')}
      </a>
      <Modal open={open} title={protocol?.title ?? t('register.protocol')} onCancel={() => setOpen(false)} onOk={() => setOpen(false)} okText={t('register.protocolRead')} cancelButtonProps={{ style: { display: 'none' } }} width={640}>
        <div className="pb-protocol" data-testid="protocol">
          {(protocol?.content ?? '').split('\n\n').map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </Modal>
    </>
  );
}
