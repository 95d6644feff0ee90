import { useLocale, useMessages } from '@/web/shared/i18n';
import { LegalDocument } from './LegalDocument';
import { infoPageMessages } from './messages';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from './privacy-text';
import { PRIVACY_INTRO_FIL, PRIVACY_SECTIONS_FIL, PRIVACY_UPDATED_FIL } from './privacy-text-fil';

export default function PrivacyPolicyPage() {
  const [locale] = useLocale();
  const t = useMessages(infoPageMessages);
  const fil = locale === 'fil';
  return (
    <LegalDocument
      title={t('PRIVACY_TITLE')}
      updated={fil ? PRIVACY_UPDATED_FIL : PRIVACY_UPDATED}
      intro={fil ? PRIVACY_INTRO_FIL : PRIVACY_INTRO}
      sections={fil ? PRIVACY_SECTIONS_FIL : PRIVACY_SECTIONS}
    />
  );
}
