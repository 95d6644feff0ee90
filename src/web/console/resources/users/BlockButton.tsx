import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { UserAdmin } from '@schemas/user-admin';

/** Blocks or unblocks the row's account at once; the server also ends a blocked account's sessions. */
export function BlockButton() {
  const record = useRecordContext<UserAdmin>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<UserAdmin>();
  if (!record || identity?.id === record.id) return null;
  const blocking = !record.is_blocked;
  return (
    <Button
      label={blocking ? 'users.block' : 'Unblock'}
      color={blocking ? 'error' : 'primary'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'users',
          { id: record.id, data: { is_blocked: blocking }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(blocking ? '%{name} is blocked.' : '%{name} is unblocked.', {
                messageArgs: { name: record.name },
              }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {blocking ? <BlockIcon /> : <LockOpenIcon />}
    </Button>
  );
}
