import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DELIVERY_INSTRUCTIONS_MAX, DELIVERY_MAX_QUANTITY, DELIVERY_MIN_QUANTITY } from '@config/constants';
import type { ProductView } from '@schemas/store-products';
import { runningTotal, toggleExtra } from '@/shared/delivery';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { type CartLine, lineFor } from './cart';
import { messages } from './messages';

/**
 * The product detail view (spec part 2 §2 view 3, §5): one option of each required group (marked Required,
 * Free or +price), optional extras ("Select up to N" when more than one), a special instruction, the running
 * total, and minus, "Add to cart (quantity)", plus.
 */
export function ProductDetail({ product, onAdd }: { product: ProductView; onAdd(line: CartLine): void }) {
  const t = useMessages(messages);
  const money = useMoney();
  const id = useId();
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [extras, setExtras] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [quantity, setQuantity] = useState(DELIVERY_MIN_QUANTITY);
  const [error, setError] = useState<string | null>(null);
  const requiredIds = Object.values(picked);
  const total = runningTotal(product, requiredIds, extras, quantity);
  const priceLabel = (price: number) => (price === 0 ? t('free') : t('plusPrice', { price: money(price) }));

  function add() {
    if (product.required.some((group) => picked[group.id] === undefined)) {
      setError(t('requiredError'));
      return;
    }
    onAdd(
      lineFor(product, {
        required_option_ids: requiredIds,
        extra_ids: extras,
        quantity,
        special_instructions: note.trim(),
      }),
    );
  }

  return (
    <Stack spacing={2}>
      <Box
        component="img"
        src={product.image_url}
        alt={product.name}
        sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 2 }}
      />
      <Box>
        <Typography variant="h5" component="h1">
          {product.name}
        </Typography>
        <Typography color="text.secondary">{product.description}</Typography>
        <Typography sx={{ mt: 0.5 }}>{money(product.price)}</Typography>
      </Box>
      {product.required.map((group) => (
        <Box component="fieldset" key={group.id} sx={{ border: 0, p: 0, m: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="legend" sx={{ fontWeight: 600 }}>
              {group.name}
            </Typography>
            <Chip size="small" color="warning" label={t('required')} />
          </Stack>
          <RadioGroup
            name={`${id}-group-${group.id}`}
            value={picked[group.id] !== undefined ? String(picked[group.id]) : ''}
            onChange={(_, value) => {
              setPicked((current) => ({ ...current, [group.id]: Number(value) }));
              setError(null);
            }}
          >
            {group.options.map((option) => (
              <FormControlLabel
                key={option.id}
                value={String(option.id)}
                control={<Radio />}
                label={
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', width: '100%' }}>
                    <span>{option.name}</span>
                    <Typography component="span" color="text.secondary">
                      {priceLabel(option.price)}
                    </Typography>
                  </Stack>
                }
                sx={{ '& .MuiFormControlLabel-label': { flexGrow: 1 }, mr: 0 }}
              />
            ))}
          </RadioGroup>
        </Box>
      ))}
      {product.extras.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="legend" sx={{ fontWeight: 600 }}>
              {t('extras')}
            </Typography>
            <Chip size="small" label={t('optional')} />
            {product.extras_max > 1 && (
              <Typography variant="body2" color="text.secondary">
                {t('selectUpTo', { n: product.extras_max })}
              </Typography>
            )}
          </Stack>
          {product.extras.map((extra) => (
            <FormControlLabel
              key={extra.id}
              sx={{ display: 'flex', mr: 0, '& .MuiFormControlLabel-label': { flexGrow: 1 } }}
              control={
                <Checkbox
                  checked={extras.includes(extra.id)}
                  onChange={() => setExtras((current) => toggleExtra(current, extra.id, product.extras_max))}
                />
              }
              label={
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', width: '100%' }}>
                  <span>{extra.name}</span>
                  <Typography component="span" color="text.secondary">
                    {priceLabel(extra.price)}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </Box>
      )}
      <TextField
        label={t('specialInstruction')}
        placeholder={t('specialInstructionHint')}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value.slice(0, DELIVERY_INSTRUCTIONS_MAX))}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('total')}</Typography>
        <Typography sx={{ fontWeight: 600 }} aria-live="polite" data-testid="running-total">
          {money(total)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t('decrease')}
          disabled={quantity <= DELIVERY_MIN_QUANTITY}
          onClick={() => setQuantity((q) => Math.max(DELIVERY_MIN_QUANTITY, q - 1))}
        >
          <RemoveIcon />
        </IconButton>
        <Button variant="contained" fullWidth onClick={add}>
          {t('addToCart', { quantity })}
        </Button>
        <IconButton
          aria-label={t('increase')}
          disabled={quantity >= DELIVERY_MAX_QUANTITY}
          onClick={() => setQuantity((q) => Math.min(DELIVERY_MAX_QUANTITY, q + 1))}
        >
          <AddIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
