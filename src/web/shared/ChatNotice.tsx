import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { defineMessages } from '@/shared/i18n';
import { AppLink } from './AppLink';
import { isChatFollowed } from './followed-chats';
import { useMessages } from './i18n';
import { realtime } from './realtime';
import { useSession } from './session';

const chatNoticeMessages = defineMessages(
  { title: 'New Chat Message', open: 'Open chat' },
  { title: 'Bagong Chat Message', open: 'Buksan ang chat' },
);

type ChatNotification = { type: 'chat-notification'; body: string; path: string; booking_code: string };

function isChatNotification(data: unknown): data is ChatNotification {
  const event = data as Partial<ChatNotification> | null;
  return event?.type === 'chat-notification' && typeof event.path === 'string';
}

/**
 * "New Chat Message" on the rider's and the driver's screens that do not show the booking's chat (the home
 * page, a driver's invoices…; the booking view and the job screen have their own badge): the other party
 * wrote, and the notice opens the chat. Listens on the account's
 * own topic, where the server tells the other party of every message (and of POST chat/notification).
 */
export function ChatNotice() {
  const t = useMessages(chatNoticeMessages);
  const { loggedIn, info } = useSession();
  const userId = info?.id ?? null;
  const [notice, setNotice] = useState<ChatNotification | null>(null);
  const [listening, setListening] = useState(false);
  useEffect(() => {
    if (!loggedIn || userId === null) return;
    const stop = realtime().subscribe(
      `user:${userId}`,
      (data) => {
        if (isChatNotification(data) && !isChatFollowed(data.booking_code)) setNotice(data);
      },
      () => setListening(true),
    );
    return () => {
      stop();
      setListening(false);
    };
  }, [loggedIn, userId]);
  return (
    <>
      {listening && <span hidden data-chat-notice="listening" />}
      <Snackbar
        open={notice !== null}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity="info"
          variant="filled"
          onClose={() => setNotice(null)}
          action={
            notice && (
              <Button
                color="inherit"
                size="small"
                component={AppLink}
                to={notice.path}
                onClick={() => setNotice(null)}
              >
                {t('open')}
              </Button>
            )
          }
          sx={{ width: '100%' }}
        >
          <AlertTitle>{t('title')}</AlertTitle>
          {notice?.body}
        </Alert>
      </Snackbar>
    </>
  );
}
