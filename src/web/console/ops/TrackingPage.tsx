import CallIcon from '@mui/icons-material/Call';
import ChatIcon from '@mui/icons-material/Chat';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { Title, useBasename, usePermissions } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { BRANCHES, TRACKING_REFRESH_MS } from '@config/constants';
import {
  SERVICES,
  TRACKING_TYPES,
  type TrackingItem,
  type TrackingList,
  type TrackingType,
  type WebBooking,
} from '@schemas/operations';
import { formatManila } from '@/shared/dates';
import { isAdminLevel } from '@/shared/roles';
import { rideStatusLabel } from '@/shared/status-labels';
import { api } from '@/web/shared/api';
import { useLocale, useMessages, useMoney } from '@/web/shared/i18n';
import { opsMessages } from '../ops-messages';
import { DriverDetailsDialog, TIME_FORMAT, TimelineDialog } from './TrackingDialogs';
import { useLiveData } from './useLiveData';

const TAB_LABEL = {
  all: 'tabAll',
  ongoing: 'tabOngoing',
  finished: 'tabFinished',
  canceled: 'tabCanceled',
} as const;
const SERVICE_LABEL = { ride: 'serviceRide', pautos: 'servicePautos', delivery: 'serviceDelivery' } as const;
const ACTION = {
  view_details: { icon: VisibilityIcon, label: 'actionViewDetails' },
  text_driver: { icon: ChatIcon, label: 'actionTextDriver' },
  call_driver: { icon: CallIcon, label: 'actionCallDriver' },
  dont_book: { icon: DoNotDisturbIcon, label: 'actionDontBook' },
} as const;
const PAGE_SIZE = 20;
const SHORT_TIME_FORMAT = 'MMM D, h:mm A';

function vehicleText(row: TrackingItem): string {
  if (!row.driver) return '';
  const { vehicle } = row.driver;
  return [vehicle.car_make.name, vehicle.car_model, `(${vehicle.vehicle_type.name})`]
    .filter(Boolean)
    .join(' ');
}

type Filters = { branch: string; service: string; date: string; driver: { id: number; name: string } | null };

function isTrackingType(value: string | undefined): value is TrackingType {
  return (TRACKING_TYPES as readonly string[]).includes(value ?? '');
}

/** Every booking of every service for staff, refreshed every 60 s and whenever a booking changes. */
export default function TrackingPage() {
  const t = useMessages(opsMessages);
  const [locale] = useLocale();
  const money = useMoney();
  const navigate = useNavigate();
  const basename = useBasename();
  const params = useParams();
  const type: TrackingType = isTrackingType(params.type) ? params.type : 'all';
  const { permissions } = usePermissions<string[]>();
  const showWebBookings = isAdminLevel(permissions ?? []);
  const [page, setPage] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [filters, setFilters] = useState<Filters>({ branch: '', service: '', date: '', driver: null });
  const [driverId, setDriverId] = useState<number | null>(null);
  const [timeline, setTimeline] = useState<TrackingItem | null>(null);

  const load = useCallback(
    (signal: AbortSignal) =>
      api<TrackingList>('checker/transactions', {
        signal,
        query: {
          type,
          page: page.page + 1,
          per_page: page.pageSize,
          branch_id: filters.branch,
          service: filters.service,
          date: filters.date,
          driver_id: filters.driver?.id,
        },
      }),
    [type, page, filters],
  );
  const { data, error, loading, reload } = useLiveData(load, TRACKING_REFRESH_MS);

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage((current) => ({ ...current, page: 0 }));
  };

  const columns = useMemo<GridColDef<TrackingItem>[]>(
    () => [
      {
        field: 'code',
        headerName: t('colCode'),
        width: 104,
        sortable: false,
        renderCell: ({ row }) => (
          <Link
            href={`/orders/${row.id}`}
            target="_blank"
            rel="noopener"
            aria-label={t('openBooking', { code: row.code })}
          >
            {row.code} <OpenInNewIcon sx={{ fontSize: 14, verticalAlign: 'middle' }} />
          </Link>
        ),
      },
      {
        field: 'service',
        headerName: t('colService'),
        width: 78,
        sortable: false,
        valueGetter: (_value, row) => t(SERVICE_LABEL[row.service]),
      },
      {
        field: 'driver',
        headerName: t('colDriver'),
        flex: 1.4,
        minWidth: 190,
        sortable: false,
        // The driver's photo, name (opens their day) and vehicle in one cell: the table fits a laptop's width.
        renderCell: ({ row }) =>
          row.driver ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
              <Avatar
                src={row.driver.customizable_photo ?? undefined}
                alt={t('driverPhoto', { name: row.driver.name })}
                sx={{ width: 32, height: 32 }}
              />
              <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
                <Button
                  size="small"
                  onClick={() => setDriverId(row.driver!.id)}
                  sx={{ textTransform: 'none', p: 0, minWidth: 0, display: 'block', textAlign: 'left' }}
                >
                  {row.driver.name}
                </Button>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  noWrap
                  component="p"
                  title={vehicleText(row)}
                >
                  {vehicleText(row)}
                </Typography>
              </Box>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" component="span">
              {t('noDriver')}
            </Typography>
          ),
      },
      {
        field: 'created_at',
        headerName: t('colDate'),
        width: 118,
        sortable: false,
        valueGetter: (_value, row) => formatManila(row.created_at, SHORT_TIME_FORMAT),
      },
      {
        field: 'pickup',
        headerName: t('colPickup'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (_value, row) => row.taxi_order.pickup_address,
      },
      {
        field: 'dropoff',
        headerName: t('colDropoff'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (_value, row) => row.taxi_order.dropoff_address,
      },
      {
        field: 'distance',
        headerName: t('colDistance'),
        width: 78,
        sortable: false,
        valueGetter: (_value, row) =>
          row.taxi_order.trip_details.km_distance === null
            ? ''
            : `${row.taxi_order.trip_details.km_distance} km`,
      },
      {
        field: 'total',
        headerName: t('colTotal'),
        width: 92,
        sortable: false,
        valueGetter: (_value, row) => money(row.total),
      },
      { field: 'label', headerName: t('colLabel'), width: 100, sortable: false },
      {
        field: 'status',
        headerName: t('colStatus'),
        width: 112,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => setTimeline(row)}
            sx={{ p: 0 }}
            aria-label={`${t('statusTimeline')} ${row.code}`}
          >
            {rideStatusLabel(row.status, locale)}
          </Button>
        ),
      },
    ],
    [t, money, locale],
  );

  return (
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title={t('tracking')} />
      <Card sx={{ p: { xs: 1, sm: 2 } }}>
        <Tabs
          value={type}
          onChange={(_event, value: TrackingType) => {
            setPage((current) => ({ ...current, page: 0 }));
            navigate(`${basename}/tracking/${value}`);
          }}
          variant="scrollable"
          aria-label={t('tracking')}
        >
          {TRACKING_TYPES.map((value) => (
            <Tab key={value} value={value} label={t(TAB_LABEL[value])} />
          ))}
        </Tabs>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ my: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
          useFlexGap
        >
          <TextField
            select
            size="small"
            label={t('filterBranch')}
            value={filters.branch}
            onChange={(event) => change({ branch: event.target.value })}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{t('anyBranch')}</MenuItem>
            {Object.entries(BRANCHES).map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filterService')}
            value={filters.service}
            onChange={(event) => change({ service: event.target.value })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{t('anyService')}</MenuItem>
            {SERVICES.map((service) => (
              <MenuItem key={service} value={service}>
                {t(SERVICE_LABEL[service])}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('filterDate')}
            value={filters.date}
            onChange={(event) => change({ date: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {filters.driver && (
            <Chip
              label={t('filterDriver', { name: filters.driver.name })}
              onDelete={() => change({ driver: null })}
            />
          )}
          <Box sx={{ flex: 1 }} />
          <Button startIcon={<RefreshIcon />} onClick={() => void reload()} disabled={loading}>
            {t('refresh')}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('refreshNote')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t('loadFailed', { message: error })}
          </Alert>
        )}
        <Box sx={{ width: '100%', overflowX: 'auto' }}>
          <DataGrid
            aria-label={t('tracking')}
            // The grid would test whether it may compile its filters with `new Function`; the CSP says no.
            disableEval
            rows={data?.data ?? []}
            columns={columns}
            rowCount={data?.total ?? 0}
            loading={loading && !data}
            paginationMode="server"
            paginationModel={page}
            onPaginationModelChange={setPage}
            pageSizeOptions={[PAGE_SIZE, 50, 100]}
            rowHeight={52}
            disableRowSelectionOnClick
            disableColumnMenu
            autoHeight
            localeText={{ noRowsLabel: t('noBookings') }}
          />
        </Box>
      </Card>
      {showWebBookings && <WebBookings date={filters.date} />}
      <DriverDetailsDialog
        driverId={driverId}
        onClose={() => setDriverId(null)}
        onShowTrips={(driver) => {
          setDriverId(null);
          change({ driver });
        }}
      />
      <TimelineDialog
        booking={timeline ? (data?.data.find((row) => row.id === timeline.id) ?? timeline) : null}
        onClose={() => setTimeline(null)}
      />
    </Box>
  );
}

/** Contacts visitors made from the map today, each with the driver's first booking after it. */
function WebBookings({ date }: { date: string }) {
  const t = useMessages(opsMessages);
  const load = useCallback(
    (signal: AbortSignal) => api<{ data: WebBooking[] }>('checker/web_bookings', { signal, query: { date } }),
    [date],
  );
  const { data, error } = useLiveData(load, TRACKING_REFRESH_MS);
  return (
    <Card sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="web-bookings-heading">
      <Typography id="web-bookings-heading" variant="h6" component="h2">
        {t('webBookings')}
      </Typography>
      {error && <Alert severity="error">{t('loadFailed', { message: error })}</Alert>}
      {data && data.data.length === 0 && <Typography color="text.secondary">{t('noWebBookings')}</Typography>}
      {data && data.data.length > 0 && (
        <List dense sx={{ maxHeight: 700, overflow: 'auto' }}>
          {data.data.map((entry) => {
            const action = ACTION[entry.actionSlug as keyof typeof ACTION] ?? ACTION.view_details;
            const Icon = action.icon;
            return (
              <ListItem
                key={entry.id}
                secondaryAction={
                  entry.first_booking_id ? (
                    <IconButton
                      edge="end"
                      href={`/orders/${entry.first_booking_id}`}
                      target="_blank"
                      aria-label={t('openBooking', { code: entry.first_booking_code ?? '' })}
                    >
                      <OpenInNewIcon />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemIcon aria-label={t(action.label)} title={t(action.label)}>
                  <Icon />
                </ListItemIcon>
                <ListItemText
                  primary={`${entry.driver.name} · ${formatManila(entry.timestamp, TIME_FORMAT)} · ${entry.time_ago}`}
                  secondary={
                    entry.first_booking_id
                      ? t('firstBooking', {
                          code: entry.first_booking_code ?? '',
                          kind: entry.first_booking_is_walk_in ? t('walkIn') : t('notWalkIn'),
                        })
                      : t('noBookingAfter')
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Card>
  );
}
