import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { goTo } from '@/web/shared/AppLink';
import { Loading } from '@/web/shared/Loading';
import { takeEarly } from '@/web/shared/early-request';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useServerData } from '@/web/shared/server-data';
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
  // Otherwise usually answered already: the request starts while this screen's code loads (see ../routes.tsx).
  const current = useServerData<{ order: OrderRef | null }>('booking/current', {
    byLanguage: false,
    enabled: !session.isDriver,
    ask: () => takeEarly<{ order: OrderRef | null }>('booking/current'),
  });
  const order = current.isFetching ? undefined : current.data?.order;
  // The check only saves a wasted booking attempt (the server refuses a second one): on a failure, book on.
  const answered = !current.isFetching && (order === null || current.isError);
  // The wizard then renders as a transition, in slices that leave the phone free to respond.
  const checked = useDeferredValue(answered);
  useEffect(() => {
    if (session.isDriver) goTo('/', undefined, true);
    else if (order) navigate(bookingPath(order), { replace: true });
  }, [session.isDriver, navigate, order]);
  if (session.isDriver || !checked) return <Loading />;
  return children;
}
