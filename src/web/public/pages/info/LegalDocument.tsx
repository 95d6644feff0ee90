import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';

import { useMessages } from '@/web/shared/i18n';
import { infoPageMessages } from './messages';
export type LegalSection = { heading: string; paragraphs?: string[]; items?: string[] };

/** A policy page: numbered sections of paragraphs and bullet lists, with a contents list on top. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  const t = useMessages(infoPageMessages);
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <PageLayout>
      <PageTitle subtitle={t('LAST_UPDATED', { date: updated })}>{title}</PageTitle>
      <Typography sx={{ mt: 2 }}>{intro}</Typography>
      <Box component="nav" aria-label={t('CONTENTS')} sx={{ my: 2 }}>
        <Box component="ol" sx={{ pl: 3, m: 0, columns: { sm: 2 } }}>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${anchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section, index) => (
        <Box component="section" key={section.heading} id={anchor(index)} sx={{ mt: 3, scrollMarginTop: 80 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs?.map((text) => (
            <Typography key={text} sx={{ mb: 1.25 }}>
              {text}
            </Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ pl: 3, mt: 0, '& li': { mb: 0.75 } }}>
              {section.items.map((item) => (
                <Typography key={item} component="li">
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </PageLayout>
  );
}
