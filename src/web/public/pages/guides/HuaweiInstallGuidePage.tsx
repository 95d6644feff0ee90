import Button from '@mui/material/Button';
import { useMessages } from '@/web/shared/i18n';
import { useSettings } from '@/web/shared/settings';
import { FixedGuide } from './FixedGuide';
import { guideMessages } from './messages';

/** /user-guide/huawei-app-install: Huawei phones install from AppGallery instead of Google Play. */
export default function HuaweiInstallGuidePage() {
  const t = useMessages(guideMessages);
  const settings = useSettings();
  const link = settings?.huaweiDownloadLink || '';
  return (
    <FixedGuide
      title={t('HUAWEI_TITLE')}
      intro={t('HUAWEI_INTRO')}
      picture="/guides/account.svg"
      steps={[
        t('HUAWEI_STEP_1'),
        t('HUAWEI_STEP_2'),
        t('HUAWEI_STEP_3'),
        t('HUAWEI_STEP_4'),
        t('HUAWEI_STEP_5'),
      ]}
      note={t('HUAWEI_NOTE')}
      actions={
        <>
          <Button variant="contained" href={link} target="_blank" rel="noopener" disabled={!link}>
            {t('OPEN_APPGALLERY')}
          </Button>
          <Button href="/user-guide">{t('MORE_GUIDES')}</Button>
        </>
      }
    />
  );
}
