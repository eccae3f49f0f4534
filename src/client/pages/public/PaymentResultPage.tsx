import { PaymentOutcome, outcomeOf } from './PaymentOutcome';

/** /ZF0101_04: the result page, success or failure by `status`. */
export default function PaymentResultPage() {
  return <PaymentOutcome outcome={outcomeOf(new URLSearchParams(window.location.search).get('status'))} />;
}
