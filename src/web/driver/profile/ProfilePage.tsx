import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { profileNotePage } from '@config/portal/profile-note';
import type { Account } from '@schemas/account';
import { api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { PhotoInput } from '@/web/shared/PhotoInput';
import { setServerData, useServerData } from '@/web/shared/server-data';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { saveAccount, useSession } from '@/web/shared/session';
import { uploadOnce } from '@/web/shared/upload-once';
import { PortalForm } from '../portal/PortalForm';
import { messages } from './messages';

/** /profile: a driver edits the note; any other account changes its photo. */
export default function ProfilePage() {
  return (
    <RequireLogin returnCode="profile">
      <PageLayout maxWidth="sm">
        <Profile />
      </PageLayout>
    </RequireLogin>
  );
}

function Profile() {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const session = useSession();
  // The account is not kept once the screen is left (a browser shared after signing out shows nobody's).
  const answer = useServerData<Account>('user', { gcTime: 0 });
  const account = answer.data ?? null;
  const loadError = answer.error ? errorMessage(answer.error, t('error')) : null;

  useEffect(() => {
    if (account) saveAccount(account);
  }, [account]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one dialog for each failed answer
  useEffect(() => {
    if (loadError) void dialogs.alert('error', t('errorTitle'), loadError);
  }, [answer.error]);

  const saveNote = useCallback(
    async (values: { note: string }) => {
      try {
        const answer = await api<{ message: string }>('profile/web_update', {
          method: 'PUT',
          body: { note: values.note ?? '' },
        });
        await dialogs.alert('success', t('savedTitle'), answer.message || t('saved'));
      } catch (error) {
        await dialogs.alert('error', t('errorTitle'), errorMessage(error, t('error')));
        throw error;
      }
    },
    [dialogs, t],
  );

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!account) return <Loading />;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('signedInAs', { name: account.name })}</Typography>
      {session.isDriver ? (
        <PortalForm<{ note: string }>
          page={profileNotePage}
          defaultValues={{ note: account.note }}
          onSubmit={saveNote}
        />
      ) : (
        <PhotoForm account={account} />
      )}
    </Stack>
  );
}

function PhotoForm({ account }: { account: Account }) {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!photo) return;
    setBusy(true);
    try {
      const upload = await uploadOnce('photo', photo);
      const answer = await api<{ message: string }>('profile/web_update', {
        method: 'PUT',
        body: { photo: upload.id },
      });
      await dialogs.alert('success', t('savedTitle'), answer.message || t('saved'));
      const changed = { ...account, customizable_photo: upload.url };
      saveAccount(changed);
      setServerData('user', {}, changed);
    } catch {
      await dialogs.alert('error', t('errorTitle'), t('nonDriverError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      {account.customizable_photo && !photo && (
        <img
          src={account.customizable_photo}
          alt={t('photo')}
          width={120}
          height={120}
          style={{ objectFit: 'cover', borderRadius: 60 }}
        />
      )}
      <PhotoInput label={t('photo')} value={photo} onChange={setPhoto} />
      <Button variant="contained" disabled={!photo || busy} onClick={() => void save()}>
        {t('savePhoto')}
      </Button>
    </Stack>
  );
}
