import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { addressMessages, genericMessages, profileMessages } from '@/shared/messages';
import { translateNow, useEnglishText, useMessages } from '@/web/shared/i18n';
import { api, errorMessage } from '@/web/shared/api';
import { takeEarly } from '@/web/shared/early-request';
import { useDialogs } from '@/web/shared/dialogs';
import { Loading } from '@/web/shared/Loading';
import { useServerData } from '@/web/shared/server-data';
import {
  draftComplete,
  isReservedName,
  nicknameError,
  savedAddressBody,
  savedToPlace,
} from '../logic/saved-addresses';
import { hasCoords } from '../logic/pin-target';
import type { Place, SavedAddress } from '../logic/types';
import { rideLogicMessages, rideMessages } from '../messages';

export type SavedList = {
  addresses: SavedAddress[];
  status: 'loading' | 'ready' | 'error';
  reload(): Promise<SavedAddress[] | null>;
  create(name: string, place: Place): Promise<boolean>;
  update(id: number, name: string, place: Place): Promise<boolean>;
  remove(address: SavedAddress): Promise<void>;
};

function listOf(answer: unknown): SavedAddress[] {
  if (Array.isArray(answer)) return answer as SavedAddress[];
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as SavedAddress[]) : [];
}

function withDetail(text: string, error: unknown) {
  const detail = errorMessage(error, '');
  return detail && detail !== text ? `${text} ${detail}` : text;
}

/** The account's saved delivery addresses, with every success and error text of spec part 1 §8. */
export function useSavedAddresses(): SavedList {
  const dialogs = useDialogs();
  // The list may have come with the page (the server rendered it with the visitor's data): not asked again.
  // Otherwise the wizard's first list may have been asked for with its code (see ../routes.tsx).
  const list = useServerData<unknown>('delivery-addresses', {
    byLanguage: false,
    ask: () => takeEarly<unknown>('delivery-addresses'),
  });
  const { refetch } = list;
  const status: SavedList['status'] =
    list.isFetching || list.isPending ? 'loading' : list.isError ? 'error' : 'ready';
  // Drawn in a transition: the screens around the list are redrawn in short slices, not one long task.
  const addresses = useDeferredValue(useMemo(() => listOf(list.data), [list.data]));
  const shownStatus = useDeferredValue(status);

  const reload = useCallback(async () => {
    const answer = await refetch();
    return answer.isError ? null : listOf(answer.data);
  }, [refetch]);

  const create = useCallback(
    async (name: string, place: Place) => {
      try {
        await api('delivery-addresses', { method: 'POST', body: savedAddressBody({ name, place }) });
        await reload();
        await dialogs.alert(
          'success',
          translateNow(profileMessages, 'SAVED_TITLE'),
          translateNow(addressMessages, 'CREATED'),
        );
        return true;
      } catch (error) {
        await dialogs.alert(
          'error',
          translateNow(genericMessages, 'ERROR_TITLE'),
          withDetail(translateNow(addressMessages, 'SAVE_FAILED'), error),
        );
        return false;
      }
    },
    [dialogs, reload],
  );

  const update = useCallback(
    async (id: number, name: string, place: Place) => {
      try {
        await api(`delivery-addresses/${id}`, { method: 'PUT', body: savedAddressBody({ name, place }) });
        await reload();
        await dialogs.alert(
          'success',
          translateNow(profileMessages, 'SAVED_TITLE'),
          translateNow(addressMessages, 'UPDATED'),
        );
        return true;
      } catch (error) {
        await dialogs.alert(
          'error',
          translateNow(genericMessages, 'ERROR_TITLE'),
          withDetail(translateNow(addressMessages, 'UPDATE_FAILED'), error),
        );
        return false;
      }
    },
    [dialogs, reload],
  );

  const remove = useCallback(
    async (address: SavedAddress) => {
      const yes = await dialogs.confirm(
        `${translateNow(rideMessages, 'DELETE_NAMED', { name: address.name })}?`,
        translateNow(addressMessages, 'DELETE_CONFIRM'),
      );
      if (!yes) return;
      try {
        await api(`delivery-addresses/${address.id}`, { method: 'DELETE' });
        await reload();
        await dialogs.alert(
          'success',
          translateNow(rideMessages, 'DELETED'),
          translateNow(addressMessages, 'DELETED'),
        );
      } catch (error) {
        await dialogs.alert(
          'error',
          translateNow(genericMessages, 'ERROR_TITLE'),
          withDetail(translateNow(addressMessages, 'DELETE_FAILED'), error),
        );
      }
    },
    [dialogs, reload],
  );

  return { addresses, status: shownStatus, reload, create, update, remove };
}

/** The view-saved-addresses popup: use, edit or delete each one, or add a new one. */
export function AddressListDialog({
  open,
  saved,
  fieldLabel,
  onClose,
  onUse,
  onEdit,
  onNew,
}: {
  open: boolean;
  saved: SavedList;
  fieldLabel: string;
  onClose(): void;
  onUse(address: SavedAddress): void;
  onEdit(address: SavedAddress): void;
  onNew(): void;
}) {
  const t = useMessages(rideMessages);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="saved-list-title">
      <DialogTitle id="saved-list-title">{t('SAVED_ADDRESSES')}</DialogTitle>
      <DialogContent dividers sx={{ px: 1 }}>
        {saved.status === 'loading' && <Loading label={t('LOADING_SAVED')} />}
        {saved.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void saved.reload()}>
                {t('RETRY')}
              </Button>
            }
          >
            {translateNow(addressMessages, 'FETCH_FAILED_RETRY')}
          </Alert>
        )}
        {saved.status === 'ready' && saved.addresses.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            {t('NO_SAVED')}
          </Typography>
        )}
        {saved.status === 'ready' && saved.addresses.length > 0 && (
          <List dense aria-label={t('SAVED_ADDRESSES')}>
            {saved.addresses.map((address) => (
              <ListItem
                key={address.id}
                disablePadding
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={t('EDIT_NAMED', { name: address.name })}
                      onClick={() => onEdit(address)}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('DELETE_NAMED', { name: address.name })}
                      edge="end"
                      onClick={() => void saved.remove(address)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                }
                sx={{ pr: 11 }}
              >
                <ListItemButton
                  onClick={() => onUse(address)}
                  aria-label={t('USE_AS', { name: address.name, field: fieldLabel })}
                >
                  <ListItemText primary={address.name} secondary={address.address} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<AddIcon />} onClick={onNew}>
          {translateNow(addressMessages, 'NEW_ADDRESS')}
        </Button>
        <Button onClick={onClose}>{t('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export type AddressDraft = { id: number | null; name: string; place: Place | null; fixedName: boolean };

export function draftFor(address: SavedAddress): AddressDraft {
  return {
    id: address.id,
    name: address.name,
    place: savedToPlace(address),
    fixedName: isReservedName(address.name),
  };
}

/** New Address / Edit Address: a point set on the map and a nickname (fixed for Home, Work and Affinity). */
export function AddressEditorDialog({
  open,
  draft,
  saved,
  onChange,
  onSetOnMap,
  onClose,
  onSaved,
}: {
  open: boolean;
  draft: AddressDraft;
  saved: SavedList;
  onChange(draft: AddressDraft): void;
  onSetOnMap(): void;
  onClose(): void;
  onSaved(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [triedSave, setTriedSave] = useState(false);
  const t = useMessages(rideMessages);
  const g = useMessages(genericMessages);
  const english = useEnglishText(rideLogicMessages);
  const nicknameProblem = draft.fixedName ? null : nicknameError(draft.name, saved.addresses, draft.id);
  const nameError = nicknameProblem ? english(nicknameProblem) : null;
  const title =
    draft.id === null
      ? translateNow(addressMessages, 'NEW_ADDRESS')
      : translateNow(addressMessages, 'EDIT_ADDRESS');

  const locationMissing = !draft.place || !hasCoords(draft.place.coords);
  const setOnMapButton = useRef<HTMLButtonElement>(null);

  async function save() {
    setTouched(true);
    setTriedSave(true);
    // Without a point there is nothing to save: say so and lead to the button that sets it.
    if (locationMissing && !nameError) setOnMapButton.current?.focus();
    if (nameError || !draftComplete(draft)) return;
    setBusy(true);
    const ok =
      draft.id === null
        ? await saved.create(draft.name, draft.place)
        : await saved.update(draft.id, draft.name, draft.place);
    setBusy(false);
    if (ok) onSaved();
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="address-editor-title"
    >
      <DialogTitle id="address-editor-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="saved-address-name"
            label={t('NICKNAME')}
            value={draft.name}
            disabled={draft.fixedName}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(nameError)}
            helperText={touched && nameError ? nameError : draft.fixedName ? t('KEEPS_NAME') : ' '}
            slotProps={{
              htmlInput: { maxLength: 60 },
              formHelperText: touched && nameError ? { role: 'alert' } : undefined,
            }}
            fullWidth
          />
          <Box>
            <Typography variant="subtitle2" component="p">
              {t('LOCATION')}
            </Typography>
            {draft.place ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
                <PlaceIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
                <Box>
                  <Typography variant="body2">{draft.place.text}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {draft.place.subText}
                  </Typography>
                </Box>
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('NO_LOCATION_YET')}
              </Typography>
            )}
            {triedSave && locationMissing && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {t('LOCATION_MISSING')}
              </Alert>
            )}
            <Button
              ref={setOnMapButton}
              sx={{ mt: 1 }}
              variant="outlined"
              size="small"
              startIcon={<PlaceIcon />}
              onClick={onSetOnMap}
            >
              {draft.place ? t('CHANGE_ON_MAP') : t('SET_ON_MAP')}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {g('CANCEL')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} loading={busy}>
          {t('SAVE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
