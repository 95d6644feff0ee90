import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { TRICYCLE_COLOR_CODE_OPTIONS } from '@config/constants';
import { driverSignUpPage } from '@config/portal/driver-sign-up';
import {
  CAR_VEHICLE_TYPE_ID,
  type DriverSignUpForm,
  TRIKE_VEHICLE_TYPE_ID,
} from '@schemas/driver-application';
import { DRIVER_SIGN_UP_MESSAGES } from '@/shared/messages';
import { api, errorMessage, registrationTokenHeaders } from '@/web/shared/api';
import { OtpStep } from '@/web/public/accounts/OtpStep';
import { sendOtp } from '@/web/public/accounts/otp-api';
import { AppLink, goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import type { FormRefine } from '@/web/shared/forms';
import { useMessages } from '@/web/shared/i18n';
import { PageLayout } from '@/web/shared/PageLayout';
import { uploadOnce } from '@/web/shared/upload-once';
import { PortalForm } from '../portal/PortalForm';
import { messages } from './messages';
import { TermsAgreement } from './TermsAgreement';

const DEFAULTS: DriverSignUpForm = {
  name: '',
  email: '',
  phone: '',
  birthday: '',
  address: '',
  password: '',
  repassword: '',
  vehicle_brand: '',
  vehicle_model: '',
  color: '',
  reg_no: '',
  branch_id: '',
  vehicle_type_id: 1,
  tricycle_color: '',
  booking_services: [],
  terms: false,
  vehicle_photo: null,
  driver_license: null,
  vehicle_papers: null,
  selfie: null,
};

const refine: FormRefine<DriverSignUpForm> = ({ password, repassword }) => ({
  repassword:
    password !== '' &&
    repassword !== '' &&
    password !== repassword &&
    DRIVER_SIGN_UP_MESSAGES.PASSWORDS_DIFFER,
});

/** /drivers/sign-up: the generated form, the Terms popup, documents uploaded on submit. */
export default function SignUpPage() {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  // The form is checked first; then the phone's code is asked for, and the sign-up goes out once it is verified.
  const [pending, setPending] = useState<{
    values: DriverSignUpForm;
    resendAt: number;
    notice?: string;
  } | null>(null);

  const askForCode = useCallback(
    async (values: DriverSignUpForm) => {
      try {
        const sent = await sendOtp(`+63${values.phone}`, 'register');
        setPending({
          values,
          resendAt: Date.now() + sent.resendAfter * 1000,
          notice: sent.alreadySent ? sent.message : undefined,
        });
      } catch (error) {
        await dialogs.alert('error', t('failed'), errorMessage(error, t('failed')));
        throw error;
      }
    },
    [dialogs, t],
  );

  const submit = useCallback(
    async (values: DriverSignUpForm, verificationToken: string) => {
      try {
        const [vehiclePhoto, license, papers, selfie] = await Promise.all([
          uploadOnce('vehicle_photo', values.vehicle_photo!),
          uploadOnce('driver_license', values.driver_license!),
          uploadOnce('vehicle_papers', values.vehicle_papers!),
          uploadOnce('selfie', values.selfie!),
        ]);
        const isTrike = values.vehicle_type_id === TRIKE_VEHICLE_TYPE_ID;
        const isCar = values.vehicle_type_id === CAR_VEHICLE_TYPE_ID;
        await api('driver/register', {
          method: 'POST',
          headers: registrationTokenHeaders(),
          body: {
            verification_token: verificationToken,
            name: values.name,
            email: values.email.trim(),
            phone: `+63${values.phone}`,
            password: values.password,
            repassword: values.repassword,
            birthday: values.birthday,
            address: values.address,
            vehicle_brand: values.vehicle_brand,
            vehicle_model: values.vehicle_model,
            color: values.color,
            reg_no: values.reg_no,
            branch_id: values.branch_id,
            vehicle_type_id: values.vehicle_type_id,
            booking_services: {
              ride: values.booking_services.includes('ride'),
              pautos: values.booking_services.includes('pautos'),
              delivery: values.booking_services.includes('delivery'),
            },
            referal_code: '',
            terms: values.terms,
            ...(isCar ? { car_model: values.vehicle_model, car_make: values.vehicle_brand } : {}),
            ...(isTrike
              ? {
                  tricycle_color: values.tricycle_color,
                  tricycle_color_code_id: TRICYCLE_COLOR_CODE_OPTIONS.find(
                    (o) => o.name === values.tricycle_color,
                  )?.value,
                }
              : {}),
            vehicle_photo: vehiclePhoto.id,
            driver_license: license.id,
            vehicle_papers: papers.id,
            customizable_photo: selfie.id,
          },
        });
      } catch (error) {
        await dialogs.alert('error', t('failed'), errorMessage(error, t('failed')));
        throw error;
      }
      await dialogs.alert('success', t('success'), t('successNext'));
      goTo('/login?r=driver-jobs');
    },
    [dialogs, t],
  );

  return (
    <PageLayout maxWidth="sm">
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
        {pending && (
          <OtpStep
            phone={`+63${pending.values.phone}`}
            purpose="register"
            resendAt={pending.resendAt}
            notice={pending.notice}
            submitLabel={t('verify')}
            onVerified={(token) => submit(pending.values, token)}
          />
        )}
        <Box hidden={pending !== null}>
          <PortalForm<DriverSignUpForm>
            page={driverSignUpPage}
            defaultValues={DEFAULTS}
            onSubmit={askForCode}
            refine={refine}
            custom={{
              terms: ({ form, label, error }) => (
                <TermsAgreement
                  label={label}
                  checked={Boolean(form.watch('terms'))}
                  error={error}
                  onAgree={(agreed) => form.setValue('terms', agreed, { shouldValidate: true })}
                />
              ),
            }}
          />
        </Box>
        <AppLink to="/login?r=driver-jobs">{t('haveAccount')}</AppLink>
      </Stack>
    </PageLayout>
  );
}
