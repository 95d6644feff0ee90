import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { ID_GENERATOR_DENIED_REDIRECT_MS } from '@config/constants';
import { idCardPage } from '@config/portal/id-card';
import type { Account } from '@schemas/account';
import type { IdInfoForm } from '@schemas/id-card';
import { normalizeIdContactPhone } from '@/shared/id-card';
import { canUseIdGenerator } from '@/shared/roles';
import { api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { setServerData, shownError, useServerData } from '@/web/shared/server-data';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useSession } from '@/web/shared/session';
import { PortalForm } from '../portal/PortalForm';
import { IdCardFaq } from './IdCardFaq';
import { IdCardStudio } from './IdCardStudio';
import { messages } from './messages';
import { QrImageInput } from './QrImageInput';

type AccountWithId = Account & { id_info?: Account['id_info'] };

/** The account with its ID details. */
const ID_INFO_QUERY = { show_id_info: 1 };

const DEFAULTS: IdInfoForm = {
  emergency_contact_person: '',
  emergency_contact_phone: '',
  blood_type: '',
  qr_type: 'GCash',
  gcash_qr_text: '',
};

/** /id: the ID generator, for drivers and the staff roles the spec lists. */
export default function IdCardPage() {
  return (
    <RequireLogin returnCode="id">
      <PageLayout maxWidth="md">
        <RoleCheck />
      </PageLayout>
    </RequireLogin>
  );
}

function RoleCheck() {
  const t = useMessages(messages);
  const session = useSession();
  const allowed = canUseIdGenerator(session.roleName);
  useEffect(() => {
    if (allowed) return;
    const timer = window.setTimeout(() => window.location.assign('/'), ID_GENERATOR_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [allowed]);
  if (!allowed) return <Alert severity="error">{t('driversOnly')}</Alert>;
  return <IdGenerator />;
}

function IdGenerator() {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const [fresh, setFresh] = useState(false);
  // The account is not kept once the screen is left (a browser shared after signing out shows nobody's).
  const answer = useServerData<AccountWithId>('user', { query: ID_INFO_QUERY, gcTime: 0 });
  const account = answer.data ?? null;
  const failure = shownError(answer);
  const loadError = failure ? errorMessage(failure, t('loadFailed')) : null;
  const { refetch } = answer;
  const load = useCallback(() => void refetch(), [refetch]);

  const submit = useCallback(
    async (values: IdInfoForm) => {
      try {
        await api('id_info/submit', {
          method: 'POST',
          body: {
            ...values,
            emergency_contact_person: values.emergency_contact_person.trim(),
            emergency_contact_phone: normalizeIdContactPhone(values.emergency_contact_phone) ?? '',
          },
        });
      } catch (error) {
        await dialogs.alert('error', t('errorTitle'), errorMessage(error, t('errorTitle')));
        throw error;
      }
      setFresh(true);
      load();
    },
    [dialogs, load, t],
  );

  if (loadError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={load}>
            {t('retry')}
          </Button>
        }
      >
        {loadError}
      </Alert>
    );
  }
  if (!account) return <Loading />;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {account.id_info ? (
        <IdCardStudio
          account={account}
          info={account.id_info}
          fresh={fresh}
          onPhoto={(url) =>
            setServerData<AccountWithId>('user', ID_INFO_QUERY, (shown) =>
              shown ? { ...shown, customizable_photo: url } : shown,
            )
          }
        />
      ) : (
        <PortalForm<IdInfoForm>
          page={idCardPage}
          defaultValues={DEFAULTS}
          onSubmit={submit}
          custom={{
            'qr-image': ({ form, label, error }) => (
              <QrImageInput
                label={label}
                value={form.watch('gcash_qr_text')}
                error={error}
                onDecoded={(text) => form.setValue('gcash_qr_text', text, { shouldValidate: true })}
              />
            ),
          }}
        />
      )}
      <IdCardFaq />
    </Stack>
  );
}
