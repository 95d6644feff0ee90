import { useLocale, useMessages } from '@/web/shared/i18n';
import { LegalDocument } from './LegalDocument';
import { infoPageMessages } from './messages';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from './terms-text';
import { TERMS_INTRO_FIL, TERMS_SECTIONS_FIL, TERMS_UPDATED_FIL } from './terms-text-fil';

export default function TermsPage() {
  const [locale] = useLocale();
  const t = useMessages(infoPageMessages);
  const fil = locale === 'fil';
  return (
    <LegalDocument
      title={t('TERMS_TITLE')}
      updated={fil ? TERMS_UPDATED_FIL : TERMS_UPDATED}
      intro={fil ? TERMS_INTRO_FIL : TERMS_INTRO}
      sections={fil ? TERMS_SECTIONS_FIL : TERMS_SECTIONS}
    />
  );
}
