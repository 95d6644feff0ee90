import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { smsOutboxMessageSchema, type SmsOutboxMessage } from '@schemas/sms-outbox';
import { formatManila } from '@/shared/dates';
import { ADMIN_API, httpClient } from '../data-provider';
import { CONSOLE_DATE_TIME_FORMAT } from '../schema-admin/widgets/ManilaDateField';

const LIMIT = 100;
const { to, text, sent_at } = smsOutboxMessageSchema.properties;

/** What the development SMS outbox holds: OTP codes and notices, newest first. */
export default function SmsOutboxPage() {
  const [messages, setMessages] = useState<SmsOutboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const translate = useTranslate();

  const load = useCallback(async () => {
    setError(null);
    try {
      const { json } = await httpClient(`${ADMIN_API}/sms-outbox?limit=${LIMIT}`);
      setMessages(json as SmsOutboxMessage[]);
    } catch (failure) {
      setMessages([]);
      setError((failure as Error).message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title title="SMS outbox" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('Messages the server would have sent by SMS, newest first (at most %{limit}).', {
            limit: LIMIT,
          })}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => void load()}>
          {translate('Refresh')}
        </Button>
      </Stack>
      {error && <Alert severity="info">{error}</Alert>}
      {messages === null ? (
        <Loading />
      ) : messages.length === 0 && !error ? (
        <Typography sx={{ py: 2 }}>{translate('No messages yet.')}</Typography>
      ) : (
        messages.length > 0 && (
          <Table size="small" aria-label={translate('SMS outbox')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(sent_at.title)}</TableCell>
                <TableCell>{translate(to.title)}</TableCell>
                <TableCell>{translate(text.title)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {messages.map((message) => (
                <TableRow key={message.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatManila(message.sent_at, CONSOLE_DATE_TIME_FORMAT)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{message.to}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{message.text}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      )}
    </Card>
  );
}
