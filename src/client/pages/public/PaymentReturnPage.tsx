import { PendingPage } from './PublicFrame';

/** /ZF0101_03: payment gateway return (pending). */
export default function PaymentReturnPage() {
  return <PendingPage titleKey="paymentReturn" />;
}
