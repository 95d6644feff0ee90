import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { bookingMessages } from '@/shared/messages';
import { chatReturnCode } from '@/shared/roles';
import { isFinalStatus } from '@/shared/status-labels';
import { Loading } from '@/web/shared/Loading';
import { loginPath, RequireLogin } from '@/web/shared/RequireLogin';
import { useSession } from '@/web/shared/session';
import { useBooking } from '../booking/useBooking';
import { ScreenBar } from '../common/ScreenBar';
import { bookingPath, parseBookingRef } from '../logic/booking-ref';
import { ChatThread } from './ChatThread';
import { useChat } from './useChat';
import { chatMessages } from '../booking/messages';
import { useMessages } from '@/web/shared/i18n';

/** /booking/{code}/chat: the rider's chat with the driver, titled with the booking number. */
export default function ChatPage() {
  const { code = '' } = useParams();
  return (
    <RequireLogin returnCode={chatReturnCode(code)}>
      <ChatScreen />
    </RequireLogin>
  );
}

function ChatScreen() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const ref = useMemo(() => {
    const parsed = parseBookingRef(code);
    return parsed ? { id: null, code: parsed.code } : null;
  }, [code]);
  const { load } = useBooking(ref);
  const booking = load.state === 'ready' ? load.booking : null;
  const myUserId = session.info?.id ?? null;
  const chat = useChat(booking?.code ?? null, myUserId, { visible: true, notifyUnseen: true });
  const back = () => (booking ? navigate(bookingPath(booking)) : navigate(-1));
  const m = useMessages(chatMessages);
  const b = useMessages(bookingMessages);
  const other = booking && myUserId !== null && booking.user?.id !== myUserId ? m('RIDER') : m('DRIVER');

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <ScreenBar
        title={`${b('CHAT_PREVIEW')} #${booking?.code ?? code}`}
        onBack={back}
        backLabel={m('BACK_TO_BOOKING')}
      />
      {load.state === 'loading' && <Loading label={m('LOADING_CHAT')} />}
      {(load.state === 'not-found' || load.state === 'error' || load.state === 'login') && (
        <Box sx={{ p: 2 }}>
          <Alert severity="error">
            {load.state === 'not-found'
              ? m('BOOKING_NOT_FOUND')
              : load.state === 'error'
                ? load.message
                : m('LOG_IN_AGAIN')}
          </Alert>
          {load.state === 'login' && (
            <Button sx={{ mt: 2, mr: 1 }} variant="contained" href={loginPath(chatReturnCode(code))}>
              {m('LOG_IN')}
            </Button>
          )}
          <Button sx={{ mt: 2 }} href="/">
            {m('GO_HOME')}
          </Button>
        </Box>
      )}
      {booking && (
        <Box
          component="main"
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            maxWidth: 720,
            width: '100%',
            mx: 'auto',
          }}
        >
          {!booking.driver && !isFinalStatus(booking.status) && (
            <Alert severity="info" sx={{ borderRadius: 0 }}>
              {m('DRIVER_READS_LATER')}
            </Alert>
          )}
          <ChatThread
            messages={chat.messages}
            myUserId={myUserId}
            status={chat.status}
            canSend={!isFinalStatus(booking.status)}
            sendError={chat.sendError}
            otherLabel={other}
            onSend={chat.send}
            onRetry={(message) => void chat.retry(message)}
            onReload={() => void chat.reload()}
          />
        </Box>
      )}
    </Box>
  );
}
