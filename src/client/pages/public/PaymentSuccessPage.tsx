import { PaymentOutcome } from './PaymentOutcome';

/** /ZF0101_02: the payment went through. */
export default function PaymentSuccessPage() {
  return <PaymentOutcome outcome="success" />;
}
