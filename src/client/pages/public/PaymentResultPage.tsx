import { PendingPage } from './PublicFrame';

/** /ZF0101_04: payment result (pending). */
export default function PaymentResultPage() {
  return <PendingPage titleKey="paymentResult" />;
}
