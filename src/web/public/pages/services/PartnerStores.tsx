import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useMemo, useState } from 'react';
import { BRANCHES, PARTNERS_DEFAULT_BRANCH_ID, PARTNERS_MAP_BRANCH_IDS } from '@config/constants';
import type { StoreView } from '@schemas/store-products';
import { goTo } from '@/web/shared/AppLink';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { MapMarker, MapView } from '@/web/shared/MapView';
import { errorMessage } from '@/web/shared/api';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { messages } from '@/web/ride/delivery/messages';
import { ErrorNotice } from '../common/ErrorNotice';
import { clusterStores } from './store-clusters';

/** The partner stores of a branch on a map and in a list; each opens the store page. */
export function PartnerStores() {
  const t = useMessages(messages);
  const [branchId, setBranchId] = useState<number>(PARTNERS_DEFAULT_BRANCH_ID);
  const stores = useServerData<StoreView[]>('brp/delivery/v2/stores', {
    query: { branch_id: branchId },
    placeholderData: keepPreviousData,
  });
  const failure = shownError(stores);
  const open = (store: StoreView) => goTo(`/delivery/stores/${store.id}`);
  // Only this branch's stores, never the list of the branch left behind while the new one loads.
  const list = useMemo(
    () => ((!failure && stores.data) || []).filter((store) => store.branch_id === branchId),
    [stores.data, failure, branchId],
  );
  const clusters = useMemo(() => clusterStores(list), [list]);
  const [picked, setPicked] = useState<StoreView[] | null>(null);
  return (
    <Box component="section" aria-labelledby="partner-stores-title" sx={{ mt: { xs: 2, md: 4 } }}>
      <Dialog open={picked !== null} onClose={() => setPicked(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('storesHere', { count: picked?.length ?? 0 })}</DialogTitle>
        <List dense sx={{ pt: 0 }}>
          {(picked ?? []).map((store) => (
            <ListItemButton
              key={store.id}
              component="a"
              href={`/delivery/stores/${store.id}`}
              data-testid={`store-in-group-${store.id}`}
              data-lat={store.lat}
              data-lng={store.lng}
            >
              <ListItemAvatar>
                <Avatar src={store.image_url} alt="" variant="rounded" />
              </ListItemAvatar>
              <ListItemText primary={store.store_name} secondary={store.category} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
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
      {stores.isFetching && <Loading />}
      {failure && <ErrorNotice message={errorMessage(failure)} onRetry={() => void stores.refetch()} />}
      {stores.data && !failure && !stores.isFetching && list.length === 0 && (
        <Typography>{t('noStores')}</Typography>
      )}
      {list.length > 0 && (
        <>
          <MapView
            label={t('storeMap')}
            height={320}
            fitPoints={list.map((s) => ({ lat: s.lat, lng: s.lng }))}
            fitKey={`${branchId}-${list.length}`}
          >
            {clusters.map((cluster) =>
              cluster.stores.length === 1 ? (
                <MapMarker
                  key={cluster.stores[0].id}
                  lat={cluster.lat}
                  lng={cluster.lng}
                  label={cluster.stores[0].store_name}
                  onClick={() => open(cluster.stores[0])}
                >
                  <Box
                    data-testid={`store-marker-${cluster.stores[0].id}`}
                    data-lat={cluster.lat}
                    data-lng={cluster.lng}
                  >
                    <Avatar
                      src={cluster.stores[0].image_url}
                      alt=""
                      variant="rounded"
                      sx={{
                        width: 36,
                        height: 36,
                        border: `2px solid ${cluster.stores[0].hex_color}`,
                        bgcolor: '#fff',
                      }}
                    />
                  </Box>
                </MapMarker>
              ) : (
                <MapMarker
                  key={`cluster-${cluster.stores[0].id}`}
                  lat={cluster.lat}
                  lng={cluster.lng}
                  label={t('storesHere', { count: cluster.stores.length })}
                  onClick={() => setPicked(cluster.stores)}
                >
                  <Avatar
                    data-testid="store-cluster"
                    data-count={cluster.stores.length}
                    data-store-ids={cluster.stores.map((store) => store.id).join(' ')}
                    sx={{
                      width: 40,
                      height: 40,
                      bgcolor: 'primary.main',
                      fontWeight: 700,
                      border: '2px solid #fff',
                    }}
                  >
                    {cluster.stores.length}
                  </Avatar>
                </MapMarker>
              ),
            )}
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
