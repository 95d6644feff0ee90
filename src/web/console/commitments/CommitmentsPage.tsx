import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Title } from 'react-admin';
import { TRACKING_REFRESH_MS } from '@config/constants';
import type { CommitmentsCurrent, CommittedDriver } from '@schemas/commitment';
import { formatManila } from '@/shared/dates';
import { api } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { useLiveData } from '../ops/useLiveData';
import { commitmentMessages } from './messages';

const STATUS_COLOR = {
  Online: 'success',
  'Has ongoing booking': 'info',
  Offline: 'default',
  Unknown: 'warning',
} as const;

function DriversTable({ drivers, caption }: { drivers: CommittedDriver[]; caption: string }) {
  const t = useMessages(commitmentMessages);
  const flag = (on: boolean) => (
    <Typography
      variant="body2"
      component="span"
      sx={{ fontWeight: 600, color: on ? 'success.main' : 'text.secondary' }}
    >
      {on ? t('on') : t('off')}
    </Typography>
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('photo')}</TableCell>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t('lastActivity')}</TableCell>
            <TableCell>{t('ride')}</TableCell>
            <TableCell>{t('pautos')}</TableCell>
            <TableCell>{t('delivery')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {drivers.map((driver) => (
            <TableRow key={driver.id}>
              <TableCell>
                <Avatar src={driver.photo ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
              </TableCell>
              <TableCell>{driver.name}</TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLOR[driver.status]} label={t(driver.status)} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {driver.updated_at ? formatManila(driver.updated_at, 'MMM D, h:mm A') : t('never')}
              </TableCell>
              <TableCell>{flag(driver.accepts_ride)}</TableCell>
              <TableCell>{flag(driver.accepts_pautos)}</TableCell>
              <TableCell>{flag(driver.accepts_delivery)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Per schedule block, the committed drivers and whether they are online now; then other online drivers. */
export default function CommitmentsPage() {
  const t = useMessages(commitmentMessages);
  const load = useCallback(
    (signal: AbortSignal) => api<CommitmentsCurrent>('driver/commitments/current', { signal }),
    [],
  );
  const { data, error, reload, loading } = useLiveData(load, TRACKING_REFRESH_MS);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button startIcon={<RefreshIcon />} onClick={() => void reload()} disabled={loading}>
          {t('refresh')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} title={t('error')}>
          {t('error')} {error}
        </Alert>
      )}
      {!data && !error && <Loading />}
      {data && (
        <Stack spacing={2}>
          {data.schedules.length === 0 && <Alert severity="info">{t('noBlocks')}</Alert>}
          {data.schedules.map((block) => {
            const heading = t('block', {
              label: block.label,
              start: block.start_time,
              end: block.end_time,
            }).trim();
            return (
              <Card key={block.id} sx={{ p: 2 }} component="section" aria-label={heading}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <Typography variant="h6" component="h2">
                    {heading}
                  </Typography>
                  {block.is_current && <Chip size="small" color="primary" label={t('now')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('overview', {
                    online: block.overview.online,
                    ongoing: block.overview.ongoing,
                    offline: block.overview.offline,
                    total: block.overview.total,
                  })}
                </Typography>
                {block.drivers.length === 0 ? (
                  <Typography color="text.secondary">{t('noDrivers')}</Typography>
                ) : (
                  <DriversTable drivers={block.drivers} caption={heading} />
                )}
              </Card>
            );
          })}
          <Card sx={{ p: 2 }} component="section" aria-label={t('others')}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('others')}
            </Typography>
            {data.others.length === 0 ? (
              <Typography color="text.secondary">{t('noOthers')}</Typography>
            ) : (
              <DriversTable drivers={data.others} caption={t('others')} />
            )}
          </Card>
        </Stack>
      )}
    </Box>
  );
}
