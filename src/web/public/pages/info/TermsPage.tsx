import { LegalDocument } from './LegalDocument';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from './terms-text';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      updated={TERMS_UPDATED}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
