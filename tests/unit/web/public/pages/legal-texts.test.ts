import { describe, expect, it } from 'vitest';
import type { LegalSection } from '@/web/public/pages/info/LegalDocument';
import { PRIVACY_SECTIONS } from '@/web/public/pages/info/privacy-text';
import { PRIVACY_SECTIONS_FIL } from '@/web/public/pages/info/privacy-text-fil';
import { TERMS_SECTIONS } from '@/web/public/pages/info/terms-text';
import { TERMS_SECTIONS_FIL } from '@/web/public/pages/info/terms-text-fil';

const shape = (sections: LegalSection[]) =>
  sections.map((section) => [section.paragraphs?.length ?? 0, section.items?.length ?? 0]);

describe('legal texts in Filipino', () => {
  it.each([
    ['privacy policy', PRIVACY_SECTIONS, PRIVACY_SECTIONS_FIL],
    ['terms and conditions', TERMS_SECTIONS, TERMS_SECTIONS_FIL],
  ])('the %s has every section, paragraph and point of the English one, translated', (_, en, fil) => {
    expect(shape(fil)).toEqual(shape(en));
    const english = new Set(en.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]));
    const filipino = fil.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]);
    expect(filipino.filter((text) => english.has(text) && text !== 'Insurance')).toEqual([]);
  });
});
