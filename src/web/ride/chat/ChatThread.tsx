import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Loading } from '@/web/shared/Loading';
import { visuallyHidden } from '../common/a11y';
import { chatRows } from '../logic/chat';
import type { ChatMessage } from '../logic/types';
import { chatMessages } from '../booking/messages';
import { useLocale, useMessages } from '@/web/shared/i18n';

type Props = {
  messages: ChatMessage[];
  myUserId: number | null;
  status: 'loading' | 'ready' | 'error';
  /** False once the booking is delivered or cancelled: the send form is hidden. */
  canSend: boolean;
  sendError: string | null;
  otherLabel: string;
  onSend(text: string): Promise<boolean>;
  onRetry(message: ChatMessage): void;
  onReload(): void;
};

/** The message list with date separators and stamps, and the send form; shared by rider and driver. */
export function ChatThread({
  messages,
  myUserId,
  status,
  canSend,
  sendError,
  otherLabel,
  onSend,
  onRetry,
  onReload,
}: Props) {
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const m = useMessages(chatMessages);
  const [locale] = useLocale();
  /** "Today" and "Yesterday" of the stamps and separators in the reader's language. */
  const day = (label: string) => label.replace(/^Today/, m('TODAY')).replace(/^Yesterday/, m('YESTERDAY'));
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const rows = useMemo(() => chatRows(messages, myUserId, now, locale), [messages, myUserId, now, locale]);

  useEffect(() => {
    if (rows.length > 0) bottom.current?.scrollIntoView({ block: 'end' });
  }, [rows.length]);

  function submit() {
    const value = text;
    if (value.trim() === '') return;
    setText('');
    void onSend(value);
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box
        role="log"
        aria-live="polite"
        aria-label={m('MESSAGES_WITH', { name: otherLabel })}
        sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1, bgcolor: 'grey.50' }}
      >
        {status === 'loading' && messages.length === 0 && <Loading label={m('LOADING_MESSAGES')} />}
        {status === 'error' && messages.length === 0 && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                {m('RETRY')}
              </Button>
            }
          >
            {m('LOAD_FAILED')}
          </Alert>
        )}
        {status === 'ready' && messages.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {m('NO_MESSAGES_YET', { other: otherLabel.toLowerCase() })}
          </Typography>
        )}
        {rows.map((row) =>
          row.kind === 'separator' ? (
            <Typography
              key={row.key}
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ textAlign: 'center', my: 1.5, fontWeight: 600 }}
            >
              {day(row.label)}
            </Typography>
          ) : (
            <Stack
              key={row.key}
              sx={{ alignItems: row.mine ? 'flex-end' : 'flex-start', mb: 1 }}
              data-chat-message
            >
              <Box
                sx={{
                  maxWidth: '80%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  borderBottomRightRadius: row.mine ? 4 : undefined,
                  borderBottomLeftRadius: row.mine ? undefined : 4,
                  bgcolor: row.mine ? 'primary.main' : 'background.paper',
                  color: row.mine ? 'primary.contrastText' : 'text.primary',
                  border: row.mine ? 0 : 1,
                  borderColor: 'divider',
                  opacity: row.message.pending && !row.message.failed ? 0.7 : 1,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                <Typography variant="body2" component="p">
                  <Box component="span" sx={visuallyHidden}>
                    {row.mine ? m('YOU_PREFIX') : `${otherLabel}: `}
                  </Box>
                  {row.message.text}
                </Typography>
              </Box>
              <Typography
                variant="caption"
                color={row.message.failed ? 'error' : 'text.secondary'}
                sx={{ mt: 0.25 }}
              >
                {row.message.failed ? (
                  <>
                    {m('NOT_SENT')}{' '}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onRetry(row.message)}
                      sx={{ minWidth: 0, p: 0 }}
                    >
                      {m('RETRY')}
                    </Button>
                  </>
                ) : row.message.pending ? (
                  m('SENDING')
                ) : (
                  <>
                    {day(row.stamp)}
                    {row.mine && row.message.seenBy && row.message.seenBy.length > 1 ? m('SEEN') : ''}
                  </>
                )}
              </Typography>
            </Stack>
          ),
        )}
        <div ref={bottom} />
      </Box>
      {canSend ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-end',
            p: 1,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <TextField
            id="chat-message"
            label={m('MESSAGE')}
            size="small"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
            multiline
            maxRows={4}
            fullWidth
            error={Boolean(sendError)}
            helperText={sendError ?? undefined}
            slotProps={{
              htmlInput: { maxLength: 2000 },
              formHelperText: sendError ? { role: 'alert' } : undefined,
            }}
          />
          <IconButton
            type="submit"
            color="primary"
            aria-label={m('SEND')}
            disabled={text.trim() === ''}
            sx={{ mb: 0.25 }}
          >
            <SendIcon />
          </IconButton>
        </Box>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ p: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}
        >
          {m('CLOSED')}
        </Typography>
      )}
    </Box>
  );
}
