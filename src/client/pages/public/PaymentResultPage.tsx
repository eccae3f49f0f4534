import { useSearchParams } from 'react-router';
import { PaymentOutcome, outcomeOf } from './PaymentOutcome';

/** /ZF0101_04: the result page, success or failure by `status`. */
export default function PaymentResultPage() {
  const [query] = useSearchParams();
  return <PaymentOutcome outcome={outcomeOf(query.get('status'))} />;
}
