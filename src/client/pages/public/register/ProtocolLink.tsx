import { useEffect, useRef, useState } from 'react';
import { publicApi } from '../../../api/public';
import { usePublicData } from '../usePublicData';
import { usePublicT } from '../texts';

/**
 * The registration agreement (mn/0000/site/protocol) behind a link, in the page's language, shown
 * in the browser's own modal dialog (focus kept inside, Escape closes).
 */
export function ProtocolLink() {
  const { t } = usePublicT();
  const [open, setOpen] = useState(false);
  const protocol = usePublicData(publicApi.protocol);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const title = protocol?.title ?? t('register.protocol');
  return (
    <>
      <a href="#protocol" onClick={(e) => (e.preventDefault(), setOpen(true))}>
        {title}
      </a>
      <dialog ref={dialog} className="pb-dialog" aria-labelledby="protocol-title" onClose={() => setOpen(false)}>
        <h2 id="protocol-title">{title}</h2>
        <div className="pb-protocol" data-testid="protocol">
          {(protocol?.content ?? '').split('\n\n').map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {/* The link sits inside the registration form: a plain button, not a nested form. */}
        <p className="pb-dialog-actions">
          <button type="button" className="lg-submit" onClick={() => setOpen(false)}>
            {t('register.protocolRead')}
          </button>
        </p>
      </dialog>
    </>
  );
}
