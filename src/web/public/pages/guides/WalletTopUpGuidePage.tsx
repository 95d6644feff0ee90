import Button from '@mui/material/Button';
import { WALLET_TOPUP_MIN_PHP } from '@config/constants';
import { useMessages } from '@/web/shared/i18n';
import { FixedGuide } from './FixedGuide';
import { guideMessages } from './messages';

/** /user-guide/wallet-top-up: how to add money to the wallet (minimum PHP 100). */
export default function WalletTopUpGuidePage() {
  const t = useMessages(guideMessages);
  const min = WALLET_TOPUP_MIN_PHP;
  return (
    <FixedGuide
      title={t('WALLET_TITLE')}
      intro={t('WALLET_INTRO', { min })}
      picture="/guides/wallet.svg"
      steps={[
        t('WALLET_STEP_1'),
        t('WALLET_STEP_2'),
        t('WALLET_STEP_3', { min }),
        t('WALLET_STEP_4'),
        t('WALLET_STEP_5'),
      ]}
      note={t('WALLET_NOTE')}
      actions={
        <>
          <Button variant="contained" href="/download">
            {t('GET_THE_APP')}
          </Button>
          <Button href="/user-guide">{t('MORE_GUIDES')}</Button>
        </>
      }
    />
  );
}
