import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { CustomerStats } from '@schemas/rating';
import { api, errorMessage } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { getToken } from '@/web/shared/session';
import { customerMessages } from './messages';

/** The uploaded ID, fetched with the session token (it is private) and shown from memory. */
function IdImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    void fetch(url, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      });
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src ? <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%' }} /> : <Loading />;
}

function Stats() {
  const t = useMessages(customerMessages);
  const params = useParams();
  const orderId = params.orderId ?? new URLSearchParams(window.location.search).get('order_id') ?? '';
  const [stats, setStats] = useState<CustomerStats | null>(null);
  const [error, setError] = useState<string | null>(orderId ? null : t('missingOrder'));
  const [showId, setShowId] = useState(false);
  useEffect(() => {
    if (!orderId) return;
    api<CustomerStats>('booking/user/statistics', { query: { order_id: orderId } })
      .then(setStats)
      .catch((failure) => setError(errorMessage(failure)));
  }, [orderId]);

  if (error) return <Alert severity="error">{t('loadFailed', { message: error })}</Alert>;
  if (!stats) return <Loading />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={stats.profile_picture_url ?? undefined} alt="" sx={{ width: 72, height: 72 }} />
        <div>
          <Typography variant="h5" component="h1">
            {stats.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('title')}
          </Typography>
        </div>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ minWidth: 160 }}>{t('rating')}</Typography>
              {stats.rating === null ? (
                <Typography color="text.secondary">{t('noRating')}</Typography>
              ) : (
                <>
                  <Rating value={stats.rating} precision={0.5} readOnly size="small" />
                  <Typography data-testid="customer-rating">
                    {t('ratingValue', { rating: stats.rating, count: stats.ratings_count })}
                  </Typography>
                </>
              )}
            </Stack>
            <Stack direction="row" spacing={1}>
              <Typography sx={{ minWidth: 160 }}>{t('finished')}</Typography>
              <Typography data-testid="finished-bookings">{stats.finished_bookings}</Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Typography sx={{ minWidth: 160 }}>{t('cancelled')}</Typography>
              <Typography data-testid="cancelled-bookings">{stats.cancelled_bookings}</Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ minWidth: 160 }}>{t('idType')}</Typography>
              <Typography>{stats.id_type ?? t('noId')}</Typography>
              {stats.id_url && (
                <Button size="small" onClick={() => setShowId(true)}>
                  {t('viewId')}
                </Button>
              )}
            </Stack>
            {stats.id_type && !stats.id_url && (
              <Typography variant="caption" color="text.secondary">
                {t('idHidden')}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
      <section aria-labelledby="reviews-heading">
        <Typography id="reviews-heading" variant="h6" component="h2">
          {t('reviews')}
        </Typography>
        {stats.driver_reviews.length === 0 ? (
          <Typography color="text.secondary">{t('noReviews')}</Typography>
        ) : (
          <List aria-labelledby="reviews-heading">
            {stats.driver_reviews.map((review) => (
              <ListItem key={`${review.title}-${review.created_at}`} alignItems="flex-start" disableGutters>
                <ListItemAvatar>
                  <Avatar src={review.driver_image_url ?? undefined} alt="" />
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                      <span>{review.title}</span>
                      <Rating
                        value={review.rating}
                        readOnly
                        size="small"
                        aria-label={`${review.rating} / 5`}
                      />
                    </Stack>
                  }
                  secondary={review.message}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>
      <Dialog open={showId} onClose={() => setShowId(false)} aria-labelledby="id-title" fullWidth>
        <DialogTitle id="id-title">{stats.id_type}</DialogTitle>
        <DialogContent>
          {stats.id_url && <IdImage url={stats.id_url} alt={stats.id_type ?? ''} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShowId(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** /orders/{orderId}/view-customer and /view-user-stats?order_id=: for the order's driver and for staff. */
export default function CustomerStatsPage() {
  return (
    <Container maxWidth="sm" component="main" sx={{ py: 3 }}>
      <RequireLogin returnCode="tracking">
        <Stats />
      </RequireLogin>
    </Container>
  );
}
