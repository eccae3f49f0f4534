import { PendingPage } from './PublicFrame';

/** /register: phone self-registration (pending). */
export default function RegisterPage() {
  return <PendingPage titleKey="registerTitle" />;
}
