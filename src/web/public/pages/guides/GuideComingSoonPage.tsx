import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { ComingSoonDialog } from './ComingSoonDialog';
import { useMessages } from '@/web/shared/i18n';
import { guideMessages } from './messages';

/** Any other address under /user-guide: a guide that does not exist yet. */
export default function GuideComingSoonPage() {
  const t = useMessages(guideMessages);
  return (
    <PageLayout>
      <PageTitle>{t('USER_GUIDE')}</PageTitle>
      <ComingSoonDialog />
    </PageLayout>
  );
}
