import { PendingPage } from './PublicFrame';

/** /ZF0101_02: payment gateway hand-off (pending). */
export default function PaymentHandoffPage() {
  return <PendingPage titleKey="paymentHandoff" />;
}
