import { PaymentOutcome } from './PaymentOutcome';

/** /ZF0101_03: the payment failed or was cancelled. */
export default function PaymentFailurePage() {
  return <PaymentOutcome outcome="failure" />;
}
