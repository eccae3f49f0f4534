import { runValidator } from '@domain/validators';
import { session } from '../../store/session';
import { HOME_CODE } from '../../app/routes';
import { PageLink } from './PageLink';
import { PublicFrame } from './PublicFrame';
import { usePublicT } from './texts';

export type Outcome = 'success' | 'failure';

/**
 * A payment's result as the gateway hands it back in the query string: `orderNo` (or
 * `out_trade_no`), `amount`, `currency`. Only a well-formed amount is shown; the link goes back
 * to the home tab for a signed-in user, else to /login.
 */
export function PaymentOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = usePublicT();
  const query = new URLSearchParams(window.location.search);
  const orderNo = query.get('orderNo') ?? query.get('out_trade_no') ?? '';
  const rawAmount = query.get('amount') ?? query.get('total_amount') ?? '';
  const amount = rawAmount && !runValidator('decimal', rawAmount, { scale: 2 }) ? rawAmount : '';
  const currency = query.get('currency') ?? '';
  const signedIn = !!session.get().token;
  return (
    <PublicFrame title={t(`payment.${outcome}.title`)}>
      <div className={`pb-outcome pb-${outcome}`} data-testid="payment-outcome" data-outcome={outcome}>
        <p className="pb-hero">{t(`payment.${outcome}.text`)}</p>
        <dl>
          <dt>{t('payment.orderNo')}</dt>
          <dd data-field="orderNo">{orderNo || '-'}</dd>
          <dt>{t('payment.amount')}</dt>
          <dd data-field="amount">{amount ? `${amount}${currency ? ` ${currency}` : ''}` : '-'}</dd>
        </dl>
        <div className="pb-actions">
          {signedIn ? <PageLink to={`/${HOME_CODE}`}>{t('payment.backHome')}</PageLink> : <PageLink to="/login">{t('backToLogin')}</PageLink>}
        </div>
      </div>
    </PublicFrame>
  );
}

/** Gateway statuses that mean the money arrived (ours and alipay's); anything else is a failure. */
const PAID = new Set(['success', 'paid', 'trade_success', 'trade_finished']);

export function outcomeOf(status: string | null): Outcome {
  return status && PAID.has(status.toLowerCase()) ? 'success' : 'failure';
}
