import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api, errorMessage } from '@/web/shared/api';
import { setServerData, useServerData } from '@/web/shared/server-data';
import { AppLink } from '@/web/shared/AppLink';
import { useMessages } from '@/web/shared/i18n';
import { ratingMessages } from './messages';

type MyRating = { data: { rating: number; message: string } | null };

/**
 * After a delivered trip the rider rates the driver, and the driver rates the rider (1 to 5 stars and a short
 * review), once each; the customer statistics drivers and staff see are made of these.
 */
export function RateTrip({ orderId, ratee = 'driver' }: { orderId: number; ratee?: 'driver' | 'rider' }) {
  const t = useMessages(ratingMessages);
  const ratingPath = `orders/${orderId}/rating`;
  const mine = useServerData<MyRating>(ratingPath, { byLanguage: false });
  const loaded = mine.isSuccess || mine.isError;
  const given = mine.data?.data?.rating ?? null;
  const [stars, setStars] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!loaded) return null;
  if (given !== null) {
    return (
      <Alert severity="success">
        {t('rated', { rating: given })}
        {ratee === 'rider' && (
          <>
            {' '}
            <AppLink to={`/orders/${orderId}/view-customer`}>{t('customerStats')}</AppLink>
          </>
        )}
      </Alert>
    );
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="rate-heading">
      <CardContent>
        <Stack
          spacing={1.5}
          component="form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if (!stars) {
              setError(t('chooseStars'));
              return;
            }
            setBusy(true);
            setError(null);
            try {
              await api(`orders/${orderId}/rating`, {
                method: 'POST',
                body: { rating: stars, message: review },
              });
              // The rating given shows at once (the answer kept for this trip becomes it).
              setServerData<MyRating>(
                ratingPath,
                {},
                { data: { rating: stars, message: review } },
                { byLanguage: false },
              );
            } catch (failure) {
              setError(errorMessage(failure));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Typography id="rate-heading" variant="subtitle1" component="h2">
            {t(ratee === 'rider' ? 'rateRider' : 'rateDriver')}
          </Typography>
          <Rating
            name="trip-rating"
            value={stars}
            onChange={(_event, value) => setStars(value)}
            size="large"
            aria-label={t('yourRating')}
          />
          <TextField
            label={t('review')}
            value={review}
            onChange={(event) => setReview(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Button type="submit" variant="contained" disabled={busy}>
            {t('send')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
