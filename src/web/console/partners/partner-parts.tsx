import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { PartnerListItem } from '@schemas/partner-store';
import { formatManila } from '@/shared/dates';
import { api } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { messages } from './messages';

export type Draft = {
  lat: number | null;
  lng: number | null;
  address_text: string;
  terminal_name: string;
  terminal_photo: string;
  terminal_phone: string;
};

type Change = { id: number; action: string; actor_name: string | null; changed_at: string };

/** Search is case-insensitive on the public name (spec part 2 §2). */
export function matchesSearch(partner: Pick<PartnerListItem, 'public_name'>, search: string): boolean {
  return partner.public_name.toLowerCase().includes(search.trim().toLowerCase());
}

export function pointOf(partner: PartnerListItem, terminal: boolean) {
  if (!terminal) return { lat: partner.address_lat, lng: partner.address_lng };
  return partner.terminal_lat !== null && partner.terminal_lng !== null
    ? { lat: partner.terminal_lat, lng: partner.terminal_lng }
    : null;
}

export function draftOf(partner: PartnerListItem, terminal: boolean): Draft {
  const at = pointOf(partner, terminal) ?? { lat: partner.address_lat, lng: partner.address_lng };
  return {
    lat: at.lat,
    lng: at.lng,
    address_text: partner.address_text,
    terminal_name: partner.terminal_name,
    terminal_photo: partner.terminal_photo,
    terminal_phone: partner.terminal_phone,
  };
}

export function Logo({ partner, size = 36 }: { partner: PartnerListItem; size?: number }) {
  const t = useMessages(messages);
  return (
    <Avatar
      src={partner.logo_url}
      alt={t('logo', { name: partner.public_name })}
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: partner.hex_color, border: `2px solid ${partner.hex_color}` }}
    />
  );
}

export function History({ partnerId, version }: { partnerId: number; version: number }) {
  const t = useMessages(messages);
  const [changes, setChanges] = useState<Change[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version reloads the history after each save
  useEffect(() => {
    api<Change[]>(`partners/${partnerId}/changes`)
      .then(setChanges)
      .catch(() => setChanges([]));
  }, [partnerId, version]);
  if (!changes) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('history')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2">{t('noHistory')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, m: 0 }} data-testid="partner-history">
          {changes.slice(0, 5).map((change) => (
            <Typography component="li" variant="body2" key={change.id}>
              {change.action} —{' '}
              {t('changedBy', {
                who: change.actor_name ?? t('someone'),
                when: formatManila(change.changed_at, 'MMM D, YYYY • h:mm A'),
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
