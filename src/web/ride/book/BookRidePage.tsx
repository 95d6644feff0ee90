import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { goTo } from '@/web/shared/AppLink';
import { Loading } from '@/web/shared/Loading';
import { takeEarly } from '@/web/shared/early-request';
import { firstAnswer } from '@/web/shared/page-data';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useSession } from '@/web/shared/session';
import { bookingPath } from '../logic/booking-ref';
import type { OrderRef } from '../logic/types';
import { RideWizard } from './RideWizard';

/** /book/ride and /ride/book: login needed (return code book/ride); drivers go home. */
export default function BookRidePage() {
  return (
    <RequireLogin returnCode="book/ride">
      <ActiveOrderGate>
        <RideWizard />
      </ActiveOrderGate>
    </RequireLogin>
  );
}

/** A client with a booking under way is taken to it instead of starting another (rides and errands). */
export function ActiveOrderGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  // Checked already when the server rendered the page with the visitor's data (no booking under way then).
  const [checked, setChecked] = useState(
    () => firstAnswer<{ order: OrderRef | null }>('booking/current')?.order === null,
  );
  useEffect(() => {
    if (session.isDriver) {
      goTo('/', undefined, true);
      return;
    }
    if (checked) return;
    let live = true;
    // Usually answered already: the request starts while this screen's code loads (see ../routes.tsx).
    // The wizard then renders as a transition, in slices that leave the phone free to respond.
    const open = () => live && startTransition(() => setChecked(true));
    takeEarly<{ order: OrderRef | null }>('booking/current')
      .then((answer) => {
        if (!live) return;
        if (answer.order) navigate(bookingPath(answer.order), { replace: true });
        else open();
      })
      // The check only saves a wasted booking attempt (the server refuses a second one): book on.
      .catch(open);
    return () => {
      live = false;
    };
  }, [session.isDriver, navigate, checked]);
  if (session.isDriver || !checked) return <Loading />;
  return children;
}
