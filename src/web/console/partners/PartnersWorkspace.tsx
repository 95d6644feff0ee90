import GridViewIcon from '@mui/icons-material/GridView';
import SettingsIcon from '@mui/icons-material/Settings';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BRANCHES, PARTNERS_DEFAULT_BRANCH_ID, PARTNERS_MAP_BRANCH_IDS } from '@config/constants';
import type { PartnerListItem } from '@schemas/partner-store';
import { OPEN_ALL_DAY } from '@/shared/delivery';
import { api } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { MapMarker, MapView } from '@/web/shared/MapView';
import { shownError, useServerData } from '@/web/shared/server-data';
import { messages } from './messages';
import { type Draft, draftOf, History, Logo, matchesSearch, pointOf } from './partner-parts';

export type WorkspaceMode = 'stores' | 'affiliate' | 'terminal' | 'partners';

/**
 * The partners map and its relatives: map of stores (or terminals), search, partner list, grid of logos,
 * settings panel with the branch selector, and the edit panel where edit mode makes the marker draggable.
 */
export function PartnersWorkspace({ mode, focusId }: { mode: WorkspaceMode; focusId?: number }) {
  const t = useMessages(messages);
  const [params, setParams] = useSearchParams();
  const branchParam = Number(params.get('branch_id'));
  const branchId =
    Number.isInteger(branchParam) && branchParam > 0 ? branchParam : PARTNERS_DEFAULT_BRANCH_ID;
  const terminal = mode === 'terminal';
  const partners = useServerData<PartnerListItem[]>('terminals', { query: { branch_id: branchId } });
  const partnersError = shownError(partners);
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<'list' | 'grid'>(mode === 'partners' ? 'grid' : 'list');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(focusId ?? null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [version, setVersion] = useState(0);
  // What the last save answered, shown until the list is read again (so the marker never jumps back).
  const [saved, setSaved] = useState<PartnerListItem | null>(null);
  // Bumped by Edit: the map brings the partner being edited into view once.
  const [editFocus, setEditFocus] = useState(0);

  // Only this branch's partners: the list of the branch left behind is never shown under the new title.
  const all = useMemo(
    () =>
      (partners.data ?? [])
        .filter((p) => p.branch_id === branchId)
        .map((p) => (saved?.id === p.id ? saved : p)),
    [partners.data, branchId, saved],
  );
  const shown = useMemo(() => all.filter((p) => matchesSearch(p, search)), [all, search]);
  const selected = all.find((p) => p.id === selectedId) ?? null;

  useEffect(() => {
    if (selected && !editing) setDraft(draftOf(selected, terminal));
  }, [selected, editing, terminal]);

  const select = (partner: PartnerListItem) => {
    if (mode === 'partners' && focusId === undefined) {
      window.location.assign(`/partners/${partner.id}?branch_id=${branchId}`);
      return;
    }
    setSelectedId(partner.id);
    setEditing(false);
    setNotice(null);
  };

  const startEditing = () => {
    setEditing(true);
    setEditFocus((n) => n + 1);
  };

  async function save(exit: boolean) {
    if (!selected || !draft || draft.lat === null || draft.lng === null) return;
    setSaving(true);
    setNotice(null);
    const body = terminal
      ? {
          terminal_lat: draft.lat,
          terminal_lng: draft.lng,
          terminal_name: draft.terminal_name,
          terminal_photo: draft.terminal_photo,
          terminal_phone: draft.terminal_phone,
        }
      : { address_lat: draft.lat, address_lng: draft.lng, address_text: draft.address_text };
    try {
      setSaved(await api<PartnerListItem>(`partners/${selected.id}`, { method: 'PUT', body }));
      setNotice({ kind: 'success', text: t('updated') });
      setEditing(false);
      setVersion((v) => v + 1);
      void partners.refetch();
      if (exit) setSelectedId(focusId ?? null);
    } catch {
      setNotice({ kind: 'error', text: terminal ? t('failedChanges') : t('failedPartner') });
    } finally {
      setSaving(false);
    }
  }

  const title =
    mode === 'affiliate'
      ? t('affiliateTitle')
      : mode === 'terminal'
        ? t('terminalTitle')
        : mode === 'partners'
          ? t('partnersTitle')
          : t('storesTitle');
  const showMap = mode !== 'partners' || focusId !== undefined;
  const points = shown.map((p) => pointOf(p, terminal)).filter((p) => p !== null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title} · {BRANCHES[branchId as keyof typeof BRANCHES] ?? branchId}
        </Typography>
        <IconButton aria-label={t('settings')} onClick={() => setSettingsOpen(true)}>
          <SettingsIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={t('search')}
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_, value: 'list' | 'grid' | null) => value && setLayout(value)}
        >
          <ToggleButton value="list" aria-label={t('listView')}>
            <ViewListIcon />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t('grid')}>
            <GridViewIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {partners.isFetching && <Loading />}
      {partnersError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void partners.refetch()}>{t('retry')}</Button>}
        >
          {t('loadFailed')} {partnersError.message}
        </Alert>
      )}
      {partners.data && !partners.isFetching && all.length === 0 && (
        <Typography>{t('noPartners')}</Typography>
      )}
      {notice && (
        <Alert
          severity={notice.kind}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: selected ? '2fr 1fr' : '1fr' } }}>
        {showMap && partners.data && (
          <MapView
            label={t('map')}
            height={420}
            fitPoints={
              (focusId || editing) && selected
                ? [pointOf(selected, terminal) ?? { lat: selected.address_lat, lng: selected.address_lng }]
                : points
            }
            // Edit brings the partner to the middle of the map, so the marker to drag is in view at once.
            fitKey={`${branchId}-${points.length}-${focusId ?? ''}-${editFocus}`}
            draggable={
              editing && selected && draft && draft.lat !== null && draft.lng !== null
                ? {
                    lat: draft.lat,
                    lng: draft.lng,
                    label: t('moveMarker', { name: selected.public_name }),
                    onDrag: (at) => setDraft((d) => (d ? { ...d, lat: at.lat, lng: at.lng } : d)),
                    children: <Logo partner={selected} size={44} />,
                  }
                : undefined
            }
          >
            {shown
              .filter((p) => !(editing && p.id === selected?.id))
              .map((partner) => {
                const at = pointOf(partner, terminal);
                if (!at) return null;
                return (
                  <MapMarker
                    key={partner.id}
                    lat={at.lat}
                    lng={at.lng}
                    label={partner.public_name}
                    onClick={() => select(partner)}
                  >
                    <Logo partner={partner} size={partner.id === selectedId ? 44 : 32} />
                  </MapMarker>
                );
              })}
          </MapView>
        )}
        {selected && draft && (
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={selected.public_name}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Logo partner={selected} size={48} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h2">
                    {selected.public_name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    @{selected.username} · {selected.category}
                  </Typography>
                </Box>
              </Stack>
              <Stack direction="row" spacing={1}>
                <Chip
                  size="small"
                  color={selected.is_online ? 'success' : 'default'}
                  label={selected.is_online ? t('online') : t('offline')}
                />
                <Typography variant="body2">
                  {selected.operating_hours === OPEN_ALL_DAY
                    ? t('openAllDay')
                    : t('hours', { hours: selected.operating_hours })}
                </Typography>
              </Stack>
              {terminal ? (
                <>
                  <TextField
                    label={t('terminalName')}
                    size="small"
                    value={draft.terminal_name}
                    disabled={!editing}
                    onChange={(e) => setDraft({ ...draft, terminal_name: e.target.value })}
                  />
                  {draft.terminal_photo && (
                    <Box
                      component="img"
                      src={draft.terminal_photo}
                      alt={t('terminalPhoto')}
                      sx={{ width: '100%', maxHeight: 120, objectFit: 'cover', borderRadius: 1 }}
                    />
                  )}
                  <TextField
                    label={t('terminalPhoto')}
                    size="small"
                    value={draft.terminal_photo}
                    disabled={!editing}
                    onChange={(e) => setDraft({ ...draft, terminal_photo: e.target.value })}
                  />
                  <TextField
                    label={t('terminalPhone')}
                    size="small"
                    value={draft.terminal_phone}
                    disabled={!editing}
                    onChange={(e) => setDraft({ ...draft, terminal_phone: e.target.value })}
                  />
                  {pointOf(selected, true) === null && (
                    <Typography variant="body2">{t('noTerminal')}</Typography>
                  )}
                </>
              ) : (
                <TextField
                  label={t('address')}
                  size="small"
                  value={draft.address_text}
                  disabled={!editing}
                  onChange={(e) => setDraft({ ...draft, address_text: e.target.value })}
                />
              )}
              <Stack direction="row" spacing={1}>
                <TextField
                  label={t('latitude')}
                  size="small"
                  value={draft.lat?.toFixed(6) ?? ''}
                  slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'draft-lat' } }}
                />
                <TextField
                  label={t('longitude')}
                  size="small"
                  value={draft.lng?.toFixed(6) ?? ''}
                  slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'draft-lng' } }}
                />
              </Stack>
              {editing && <Typography variant="body2">{t('dragHint')}</Typography>}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {!editing ? (
                  <>
                    <Button variant="contained" onClick={startEditing}>
                      {t('edit')}
                    </Button>
                    {focusId === undefined && (
                      <Button onClick={() => setSelectedId(null)}>{t('close')}</Button>
                    )}
                  </>
                ) : (
                  <>
                    <Button variant="contained" disabled={saving} onClick={() => void save(false)}>
                      {t('save')}
                    </Button>
                    <Button variant="outlined" disabled={saving} onClick={() => void save(true)}>
                      {t('saveExit')}
                    </Button>
                    <Button
                      disabled={saving}
                      onClick={() => {
                        setEditing(false);
                        setDraft(draftOf(selected, terminal));
                      }}
                    >
                      {t('cancel')}
                    </Button>
                  </>
                )}
              </Stack>
              <History partnerId={selected.id} version={version} />
            </Stack>
          </Paper>
        )}
      </Box>
      {partners.data && all.length > 0 && shown.length === 0 && <Typography>{t('noMatch')}</Typography>}
      {shown.length > 0 &&
        (layout === 'list' ? (
          <List aria-label={t('list')} dense>
            {shown.map((partner) => (
              <ListItemButton
                key={partner.id}
                selected={partner.id === selectedId}
                onClick={() => select(partner)}
              >
                <ListItemAvatar>
                  <Logo partner={partner} />
                </ListItemAvatar>
                <ListItemText
                  primary={partner.public_name}
                  secondary={terminal ? partner.terminal_name || partner.address_text : partner.address_text}
                />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Box
            component="ul"
            aria-label={t('grid')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            }}
          >
            {shown.map((partner) => (
              <li key={partner.id}>
                <Button
                  onClick={() => select(partner)}
                  aria-label={t('openPartner', { name: partner.public_name })}
                  sx={{ flexDirection: 'column', width: '100%', textTransform: 'none' }}
                >
                  <Logo partner={partner} size={64} />
                  <Typography variant="caption" sx={{ mt: 0.5, textAlign: 'center' }}>
                    {partner.public_name}
                  </Typography>
                </Button>
              </li>
            ))}
          </Box>
        ))}
      <Drawer anchor="right" open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <Box sx={{ p: 2, width: 280 }} role="region" aria-label={t('settings')}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('settings')}
          </Typography>
          <FormControl fullWidth>
            <InputLabel id="branch-label">{t('branch')}</InputLabel>
            <Select
              labelId="branch-label"
              label={t('branch')}
              value={String(branchId)}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                next.set('branch_id', event.target.value);
                setParams(next);
                setSelectedId(null);
                setEditing(false);
                setSettingsOpen(false);
              }}
            >
              {PARTNERS_MAP_BRANCH_IDS.map((id) => (
                <MenuItem key={id} value={String(id)}>
                  {id} {BRANCHES[id]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Box>
      </Drawer>
    </Stack>
  );
}
