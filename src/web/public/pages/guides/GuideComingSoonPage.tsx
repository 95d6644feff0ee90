import { PageLayout } from '../../../shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { ComingSoonDialog } from './ComingSoonDialog';

/** Any other address under /user-guide: a guide that does not exist yet. */
export default function GuideComingSoonPage() {
  return (
    <PageLayout>
      <PageTitle>User Guide</PageTitle>
      <ComingSoonDialog />
    </PageLayout>
  );
}
