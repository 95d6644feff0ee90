import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  BRANCHES,
  PARTNERS_DEFAULT_BRANCH_ID,
  PARTNERS_MAP_BRANCH_IDS,
} from '../../../../../config/constants';
import type { StoreView } from '../../../../../schemas/delivery';
import { goTo } from '../../../shared/AppLink';
import { useMessages } from '../../../shared/i18n';
import { Loading } from '../../../shared/Loading';
import { MapMarker, MapView } from '../../../shared/MapView';
import { messages } from '../../../ride/delivery/messages';
import { ErrorNotice } from '../common/ErrorNotice';
import { useApiData } from '../common/use-api-data';

/** The partner stores of a branch on a map and in a list; each opens the store page. */
export function PartnerStores() {
  const t = useMessages(messages);
  const [branchId, setBranchId] = useState<number>(PARTNERS_DEFAULT_BRANCH_ID);
  const stores = useApiData<StoreView[]>('brp/delivery/v2/stores', { branch_id: branchId });
  const open = (store: StoreView) => goTo(`/delivery/stores/${store.id}`);
  const list = stores.data ?? [];
  return (
    <Box component="section" aria-labelledby="partner-stores-title" sx={{ mt: 4 }}>
      <Typography id="partner-stores-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('storesNear')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1, mb: 2 }}
        role="group"
        aria-label={t('branch')}
      >
        {PARTNERS_MAP_BRANCH_IDS.map((id) => (
          <Chip
            key={id}
            label={BRANCHES[id]}
            color={id === branchId ? 'primary' : 'default'}
            aria-pressed={id === branchId}
            onClick={() => setBranchId(id)}
          />
        ))}
      </Stack>
      {stores.loading && <Loading />}
      {stores.error && <ErrorNotice message={stores.error} onRetry={stores.reload} />}
      {stores.data && list.length === 0 && <Typography>{t('noStores')}</Typography>}
      {list.length > 0 && (
        <>
          <MapView
            label={t('storeMap')}
            height={320}
            fitPoints={list.map((s) => ({ lat: s.lat, lng: s.lng }))}
            fitKey={`${branchId}-${list.length}`}
          >
            {list.map((store) => (
              <MapMarker
                key={store.id}
                lat={store.lat}
                lng={store.lng}
                label={store.store_name}
                onClick={() => open(store)}
              >
                <Box data-testid={`store-marker-${store.id}`} data-lat={store.lat} data-lng={store.lng}>
                  <Avatar
                    src={store.image_url}
                    alt=""
                    variant="rounded"
                    sx={{ width: 36, height: 36, border: `2px solid ${store.hex_color}`, bgcolor: '#fff' }}
                  />
                </Box>
              </MapMarker>
            ))}
          </MapView>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              mt: 2,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { sm: '1fr 1fr' },
            }}
          >
            {list.map((store) => (
              <Card component="li" key={store.id} variant="outlined">
                <CardActionArea
                  component="a"
                  href={`/delivery/stores/${store.id}`}
                  sx={{ display: 'flex', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}
                >
                  <Avatar
                    src={store.image_url}
                    alt={t('storeLogo', { name: store.store_name })}
                    variant="rounded"
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{store.store_name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {store.category} · {t('rating', { rating: store.rating.toFixed(1) })}
                    </Typography>
                    <Chip
                      size="small"
                      sx={{ mt: 0.5 }}
                      color={store.is_open ? 'success' : 'default'}
                      label={store.is_open ? t('open') : t('closed')}
                    />
                  </Box>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
