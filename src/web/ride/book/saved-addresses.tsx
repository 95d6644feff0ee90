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
import { useCallback, useEffect, useState } from 'react';
import { ADDRESS_MESSAGES } from '../../../shared/messages';
import { api, errorMessage } from '../../shared/api';
import { useDialogs } from '../../shared/dialogs';
import { Loading } from '../../shared/Loading';
import {
  draftComplete,
  isReservedName,
  nicknameError,
  savedAddressBody,
  savedToPlace,
} from '../logic/saved-addresses';
import type { Place, SavedAddress } from '../logic/types';

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
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  const [status, setStatus] = useState<SavedList['status']>('loading');

  const reload = useCallback(async () => {
    setStatus('loading');
    try {
      const list = listOf(await api<unknown>('delivery-addresses'));
      setAddresses(list);
      setStatus('ready');
      return list;
    } catch {
      setStatus('error');
      return null;
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const create = useCallback(
    async (name: string, place: Place) => {
      try {
        await api('delivery-addresses', { method: 'POST', body: savedAddressBody({ name, place }) });
        await reload();
        await dialogs.alert('success', 'Saved', ADDRESS_MESSAGES.CREATED);
        return true;
      } catch (error) {
        await dialogs.alert('error', 'Error', withDetail(ADDRESS_MESSAGES.SAVE_FAILED, error));
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
        await dialogs.alert('success', 'Saved', ADDRESS_MESSAGES.UPDATED);
        return true;
      } catch (error) {
        await dialogs.alert('error', 'Error', withDetail(ADDRESS_MESSAGES.UPDATE_FAILED, error));
        return false;
      }
    },
    [dialogs, reload],
  );

  const remove = useCallback(
    async (address: SavedAddress) => {
      const yes = await dialogs.confirm(`Delete ${address.name}?`, ADDRESS_MESSAGES.DELETE_CONFIRM);
      if (!yes) return;
      try {
        await api(`delivery-addresses/${address.id}`, { method: 'DELETE' });
        await reload();
        await dialogs.alert('success', 'Deleted', ADDRESS_MESSAGES.DELETED);
      } catch (error) {
        await dialogs.alert('error', 'Error', withDetail(ADDRESS_MESSAGES.DELETE_FAILED, error));
      }
    },
    [dialogs, reload],
  );

  return { addresses, status, reload, create, update, remove };
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
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="saved-list-title">
      <DialogTitle id="saved-list-title">Saved addresses</DialogTitle>
      <DialogContent dividers sx={{ px: 1 }}>
        {saved.status === 'loading' && <Loading label="Loading saved addresses..." />}
        {saved.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void saved.reload()}>
                Retry
              </Button>
            }
          >
            {ADDRESS_MESSAGES.FETCH_FAILED_RETRY}
          </Alert>
        )}
        {saved.status === 'ready' && saved.addresses.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            No saved addresses yet. Save the places you go to often.
          </Typography>
        )}
        {saved.status === 'ready' && saved.addresses.length > 0 && (
          <List dense aria-label="Saved addresses">
            {saved.addresses.map((address) => (
              <ListItem
                key={address.id}
                disablePadding
                secondaryAction={
                  <Stack direction="row">
                    <IconButton aria-label={`Edit ${address.name}`} onClick={() => onEdit(address)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Delete ${address.name}`}
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
                  aria-label={`Use ${address.name} as ${fieldLabel}`}
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
          {ADDRESS_MESSAGES.NEW_ADDRESS}
        </Button>
        <Button onClick={onClose}>Close</Button>
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
  const nameError = draft.fixedName ? null : nicknameError(draft.name, saved.addresses, draft.id);
  const title = draft.id === null ? ADDRESS_MESSAGES.NEW_ADDRESS : ADDRESS_MESSAGES.EDIT_ADDRESS;

  async function save() {
    setTouched(true);
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
            label="Nickname"
            value={draft.name}
            disabled={draft.fixedName}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(nameError)}
            helperText={
              touched && nameError ? nameError : draft.fixedName ? 'This address type keeps its name.' : ' '
            }
            slotProps={{
              htmlInput: { maxLength: 60 },
              formHelperText: touched && nameError ? { role: 'alert' } : undefined,
            }}
            fullWidth
          />
          <Box>
            <Typography variant="subtitle2" component="p">
              Location
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
              <Typography
                variant="body2"
                color={touched ? 'error' : 'text.secondary'}
                role={touched ? 'alert' : undefined}
              >
                No location yet: set it on the map.
              </Typography>
            )}
            <Button
              sx={{ mt: 1 }}
              variant="outlined"
              size="small"
              startIcon={<PlaceIcon />}
              onClick={onSetOnMap}
            >
              {draft.place ? 'Change on map' : 'Set on map'}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} loading={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
