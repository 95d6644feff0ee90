import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_MAX_QUANTITY, DELIVERY_MIN_QUANTITY } from '@config/constants';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { messages } from './messages';

export type EditableLine = {
  key: string;
  name: string;
  image_url: string;
  quantity: number;
  summary: string;
  special_instructions: string;
  /** The line price to show: the server's when known. */
  line_total: number;
};

/** Items with remove, quantity plus and minus and the line price. */
export function CartLines({
  lines,
  onQuantity,
  onRemove,
}: {
  lines: EditableLine[];
  onQuantity(key: string, quantity: number): void;
  onRemove(key: string): void;
}) {
  const t = useMessages(messages);
  const money = useMoney();
  if (lines.length === 0) return <Typography>{t('cartEmpty')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('cart')}>
      {lines.map((line) => (
        <Box component="li" key={line.key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box
            component="img"
            src={line.image_url}
            alt=""
            sx={{ width: 56, height: 42, borderRadius: 1, objectFit: 'cover' }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
            {line.summary && (
              <Typography variant="body2" color="text.secondary">
                {line.summary}
              </Typography>
            )}
            {line.special_instructions && (
              <Typography variant="body2" color="text.secondary">
                “{line.special_instructions}”
              </Typography>
            )}
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <IconButton
                size="small"
                aria-label={t('decrease')}
                disabled={line.quantity <= DELIVERY_MIN_QUANTITY}
                onClick={() => onQuantity(line.key, line.quantity - 1)}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
              <Typography aria-label={t('quantityOf', { name: line.name })}>{line.quantity}</Typography>
              <IconButton
                size="small"
                aria-label={t('increase')}
                disabled={line.quantity >= DELIVERY_MAX_QUANTITY}
                onClick={() => onQuantity(line.key, line.quantity + 1)}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
          <Typography sx={{ whiteSpace: 'nowrap' }}>{money(line.line_total)}</Typography>
          <IconButton aria-label={t('remove', { name: line.name })} onClick={() => onRemove(line.key)}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
