import { RequireLogin } from '@/web/shared/RequireLogin';
import { ActiveOrderGate } from '../book/BookRidePage';
import { PautosWizard } from './PautosWizard';

/** /book/pasuyo and /pautos: login needed (return codes book/pasuyo and pautos); drivers go home. */
export default function PautosBookPage() {
  const returnCode = window.location.pathname.startsWith('/pautos') ? 'pautos' : 'book/pasuyo';
  return (
    <RequireLogin returnCode={returnCode}>
      <ActiveOrderGate>
        <PautosWizard />
      </ActiveOrderGate>
    </RequireLogin>
  );
}
