import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../shared/api';
import { goTo } from '../../shared/AppLink';
import { Loading } from '../../shared/Loading';
import { RequireLogin } from '../../shared/RequireLogin';
import { useSession } from '../../shared/session';
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
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (session.isDriver) {
      goTo('/', undefined, true);
      return;
    }
    let live = true;
    api<{ order: OrderRef | null }>('booking/current')
      .then((answer) => {
        if (!live) return;
        if (answer.order) navigate(bookingPath(answer.order), { replace: true });
        else setChecked(true);
      })
      // The check only saves a wasted booking attempt (the server refuses a second one): book on.
      .catch(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [session.isDriver, navigate]);
  if (session.isDriver || !checked) return <Loading />;
  return children;
}
