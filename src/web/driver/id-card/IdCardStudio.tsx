import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ID_CARD_IMAGE_COUNT } from '@config/constants';
import type { Account } from '@schemas/account';
import type { IdInfo } from '@schemas/id-card';
import { idCardNumber, referralLink } from '@/shared/id-card';
import { errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { useSettings } from '@/web/shared/settings';
import { download, qrDataUrl, renderCard } from './card-images';
import { ChangeRequestDialog } from './ChangeRequestDialog';
import { IdCardBack, IdCardFront } from './IdCardPreview';
import { messages } from './messages';
import { PhotoAsk } from './PhotoAsk';

const PHOTO_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="92" height="92"><rect width="92" height="92" fill="#cfe0da"/><circle cx="46" cy="36" r="18" fill="#7cae41"/><rect x="18" y="60" width="56" height="30" rx="15" fill="#7cae41"/></svg>',
  );

type Side = 'front' | 'back';

/** The card previews and what a driver does with them: download both, reload images, ask for a change. */
export function IdCardStudio({
  account,
  info,
  fresh,
  onPhoto,
}: {
  account: Account;
  info: NonNullable<IdInfo>;
  fresh: boolean;
  /** The driver added a profile photo here: the account's new photo address. */
  onPhoto(url: string): void;
}) {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const settings = useSettings();
  const front = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLDivElement>(null);
  const [generation, setGeneration] = useState(0);
  const [codes, setCodes] = useState<{ referral: string; gcash: string } | null>(null);
  const [loaded, setLoaded] = useState(0);
  const [printing, setPrinting] = useState(false);
  const [downloaded, setDownloaded] = useState<Set<Side>>(new Set());
  const [changing, setChanging] = useState(false);
  const idNumber = idCardNumber(account.id, account.code);
  const link = referralLink(window.location.origin, account.code);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation redraws the codes (Reload images)
  useEffect(() => {
    let live = true;
    setCodes(null);
    setLoaded(0);
    void Promise.all([qrDataUrl(link), qrDataUrl(info.gcash_qr_text)]).then(([referral, gcash]) => {
      if (live) setCodes({ referral, gcash });
    });
    return () => {
      live = false;
    };
  }, [link, info.gcash_qr_text, generation]);

  const onImage = () => setLoaded((count) => count + 1);

  async function save(side: Side) {
    const element = side === 'front' ? front.current : back.current;
    if (!codes || !element || loaded < ID_CARD_IMAGE_COUNT) {
      await dialogs.alert('warning', t('title'), t('waitImages'));
      return;
    }
    setPrinting(true);
    try {
      download(await renderCard(element), `BRP-ID-${idNumber}-${side}.png`);
    } catch (error) {
      await dialogs.alert('error', t('errorTitle'), errorMessage(error, t('errorTitle')));
      return;
    } finally {
      setPrinting(false);
    }
    const done = new Set(downloaded).add(side);
    setDownloaded(done);
    if (done.size === 2) {
      const shop = settings?.values?.[`id_printing_shop_branch_${account.branch_id}`]?.trim();
      await dialogs.alert(
        'success',
        t('doneTitle'),
        shop ? t('doneShop', { shop }) : t('doneNoShop', { branch: account.branch_name ?? t('unknown') }),
      );
      window.location.reload();
    }
  }

  const pending = info.is_approved === 0;
  return (
    <Stack spacing={2}>
      {!fresh && !pending && <Alert severity="info">{t('generated')}</Alert>}
      {pending && <Alert severity="warning">{t('pending', { reason: info.reason || t('unknown') })}</Alert>}
      {!account.customizable_photo && (
        <PhotoAsk
          onSaved={(url) => {
            onPhoto(url);
            // The card is drawn again with the photo.
            setGeneration((n) => n + 1);
          }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        {codes && (
          <>
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <IdCardFront
                key={`front-${generation}`}
                ref={front}
                name={account.name}
                branch={account.branch_name ?? '—'}
                idNumber={idNumber}
                photoUrl={account.customizable_photo ?? PHOTO_PLACEHOLDER}
                referralQr={codes.referral}
                onImage={onImage}
              />
              <Button variant="contained" onClick={() => void save('front')} disabled={printing}>
                {fresh ? t('downloadFront') : t('reDownloadFront')}
              </Button>
            </Stack>
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <IdCardBack
                key={`back-${generation}`}
                ref={back}
                person={info.emergency_contact_person}
                phone={info.emergency_contact_phone}
                bloodType={info.blood_type}
                gcashQr={codes.gcash}
                onImage={onImage}
              />
              <Button variant="contained" onClick={() => void save('back')} disabled={printing}>
                {fresh ? t('downloadBack') : t('reDownloadBack')}
              </Button>
            </Stack>
          </>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => setGeneration((n) => n + 1)}>
          {t('reloadImages')}
        </Button>
        {!pending && (
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {t('changeDetails')}
          </Button>
        )}
      </Stack>
      <ChangeRequestDialog open={changing} onClose={() => setChanging(false)} />
      <Backdrop
        open={printing}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column' }}
      >
        <CircularProgress color="inherit" aria-hidden />
        <Typography role="status" sx={{ mt: 2 }}>
          {t('generating')}
        </Typography>
      </Backdrop>
    </Stack>
  );
}
