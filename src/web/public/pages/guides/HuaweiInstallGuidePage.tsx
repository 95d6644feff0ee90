import Button from '@mui/material/Button';
import { useSettings } from '../../../shared/settings';
import { FixedGuide } from './FixedGuide';

/** /user-guide/huawei-app-install: Huawei phones install from AppGallery instead of Google Play. */
export default function HuaweiInstallGuidePage() {
  const settings = useSettings();
  const link = settings?.huaweiDownloadLink || '';
  return (
    <FixedGuide
      title="Install the BRP app on a Huawei phone"
      intro="Newer Huawei phones have no Google Play. Install BRP from Huawei AppGallery instead."
      picture="/guides/account.svg"
      steps={[
        'Open AppGallery on your Huawei phone, or tap "Open AppGallery" below.',
        'Search for "BRP" and open the BRP app page.',
        'Tap Install and wait for the download to finish.',
        'Open BRP and allow location access so drivers can find your pickup point.',
        'Log in, or create an account if you are new.',
      ]}
      note="To get booking updates on time, allow BRP to run in the background: Settings > Apps > BRP > Battery, then turn off automatic management."
      actions={
        <>
          <Button variant="contained" href={link} target="_blank" rel="noopener" disabled={!link}>
            Open AppGallery
          </Button>
          <Button href="/user-guide">More guides</Button>
        </>
      }
    />
  );
}
