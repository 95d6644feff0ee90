import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELIVERY_INSTRUCTIONS_MAX } from '@config/constants';
import type { StoreView } from '@schemas/store-products';
import { api, errorMessage } from '@/web/shared/api';
import { useServerData } from '@/web/shared/server-data';
import { deliveryStoreReturnCode } from '@/shared/roles';
import { AppLink, goTo } from '@/web/shared/AppLink';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { useSession } from '@/web/shared/session';
import { usePlaceSearch } from '../common/usePlaceSearch';
import type { SavedAddress } from '../logic/types';
import { type CartLine, selections } from './cart';
import { CartLines } from './CartLines';
import { messages } from './messages';
import { useQuote } from './useStore';

type Dropoff = { address: string; lat: number; lng: number };

function SavedAddressList({ onPick, picked }: { onPick(d: Dropoff): void; picked: Dropoff | null }) {
  const t = useMessages(messages);
  const list = useServerData<SavedAddress[]>('delivery-addresses', { byLanguage: false });
  const saved = list.data ? (Array.isArray(list.data) ? list.data : []) : list.isError ? [] : null;
  if (saved === null) return null;
  if (saved.length === 0) return <Typography variant="body2">{t('noSavedAddresses')}</Typography>;
  return (
    <List dense aria-label={t('savedAddresses')}>
      {saved.map((address) => (
        <ListItemButton
          key={address.id}
          selected={picked?.address === address.address && picked.lat === address.latitude}
          onClick={() => onPick({ address: address.address, lat: address.latitude, lng: address.longitude })}
        >
          <ListItemText primary={address.name} secondary={address.address} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** Cart and checkout: the server's totals, a delivery address, cash payment, then the order. */
export function Checkout({
  store,
  lines,
  open,
  onClose,
  onLines,
  onPlaced,
}: {
  store: StoreView;
  lines: CartLine[];
  open: boolean;
  onClose(): void;
  onLines(lines: CartLine[]): void;
  onPlaced(): void;
}) {
  const t = useMessages(messages);
  const money = useMoney();
  const navigate = useNavigate();
  const session = useSession();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [dropoff, setDropoff] = useState<Dropoff | null>(null);
  const [query, setQuery] = useState('');
  const search = usePlaceSearch(query, { lat: store.lat, lng: store.lng });
  const [note, setNote] = useState('');
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const body = JSON.stringify({
    store_id: store.id,
    items: selections(lines),
    dropoff: dropoff ?? undefined,
  });
  const quoted = useQuote(open && lines.length > 0 ? body : null);
  const quoteError = quoted.isError && !quoted.isFetching ? errorMessage(quoted.error) : null;
  const quote = quoteError ? null : (quoted.data ?? null);

  const lineTotals = new Map(
    quote?.items_to_purchase.map((item, i) => [lines[i]?.key, item.line_total]) ?? [],
  );

  async function place() {
    if (!dropoff) {
      setError(t('chooseAddress'));
      return;
    }
    setPlacing(true);
    setError(null);
    try {
      const created = await api<{ order: { id: number; code: string } }>('delivery/orders', {
        method: 'POST',
        body: {
          store_id: store.id,
          items: selections(lines),
          dropoff,
          payment_method: 'cash',
          special_instructions: note.trim() || undefined,
        },
      });
      onPlaced();
      goTo(`/booking/${created.order.id}-${created.order.code}`, navigate);
    } catch (e) {
      setError(errorMessage(e));
      setPlacing(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cart-title"
    >
      <DialogTitle id="cart-title">{t('cart')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <CartLines
            lines={lines.map((line) => ({
              ...line,
              line_total: lineTotals.get(line.key) ?? line.price_per_quantity * line.quantity,
            }))}
            onQuantity={(key, quantity) =>
              onLines(lines.map((l) => (l.key === key ? { ...l, quantity } : l)))
            }
            onRemove={(key) => onLines(lines.filter((l) => l.key !== key))}
          />
          {lines.length > 0 && (
            <>
              <Divider />
              <Typography component="h2" variant="h6">
                {t('deliveryAddress')}
              </Typography>
              {session.loggedIn && <SavedAddressList onPick={setDropoff} picked={dropoff} />}
              <TextField
                label={t('searchAddress')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                helperText={search.searching ? t('searching') : (search.error ?? ' ')}
              />
              {search.results.length > 0 && (
                <List dense>
                  {search.results.map((place) => (
                    <ListItemButton
                      key={`${place.text}-${place.coords.lat}-${place.coords.lng}`}
                      onClick={() => {
                        setDropoff({
                          address: [place.text, place.subText].filter(Boolean).join(', '),
                          lat: place.coords.lat,
                          lng: place.coords.lng,
                        });
                        setQuery('');
                      }}
                    >
                      <ListItemText primary={place.text} secondary={place.subText} />
                    </ListItemButton>
                  ))}
                </List>
              )}
              {dropoff && (
                <Alert severity="info" icon={false} data-testid="chosen-address">
                  {dropoff.address}
                </Alert>
              )}
              <Typography component="h2" variant="h6">
                {t('paymentMethod')}
              </Typography>
              <RadioGroup value="cash" name="payment-method">
                <FormControlLabel value="cash" control={<Radio />} label={t('cash')} />
                <FormControlLabel value="e-wallet" control={<Radio />} label={t('eWallet')} disabled />
              </RadioGroup>
              <Typography variant="body2" color="text.secondary">
                {t('eWalletNotOnWeb')}
              </Typography>
              <TextField
                label={t('orderNote')}
                multiline
                minRows={2}
                value={note}
                onChange={(event) => setNote(event.target.value.slice(0, DELIVERY_INSTRUCTIONS_MAX))}
              />
              <Divider />
              {quoteError && <Alert severity="error">{quoteError}</Alert>}
              {!quote && !quoteError && <Typography>{t('computing')}</Typography>}
              {quote && (
                <Stack spacing={0.5} aria-live="polite">
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <span>{t('subtotal')}</span>
                    <span data-testid="order-subtotal">{money(quote.order_sub_total)}</span>
                  </Stack>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <span>{t('deliveryFee')}</span>
                    <span data-testid="delivery-fee">{money(quote.delivery_fee)}</span>
                  </Stack>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 700 }}>
                    <span>{t('payable')}</span>
                    <span data-testid="payable-amount">{money(quote.payable_amount)}</span>
                  </Stack>
                </Stack>
              )}
              {!store.is_open && <Alert severity="warning">{t('storeClosedNotice')}</Alert>}
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        {session.loggedIn ? (
          <Button
            variant="contained"
            onClick={place}
            disabled={placing || lines.length === 0 || !store.is_open}
          >
            {placing ? t('placing') : t('placeOrder')}
          </Button>
        ) : (
          <Button
            variant="contained"
            component={AppLink}
            to={`/login?r=${encodeURIComponent(deliveryStoreReturnCode(store.id))}`}
          >
            {t('loginToOrder')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
