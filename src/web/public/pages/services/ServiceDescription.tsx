import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { useMessages } from '@/web/shared/i18n';
import { serviceMessages } from './messages';

export type ServiceAction = { label: string; href: string; primary?: boolean };

/** A service page: what it is, how it works in steps, notes on prices, and where to start. */
export function ServiceDescription({
  title,
  intro,
  picture,
  steps,
  facts,
  actions,
  children,
  childrenFirstOnPhone = false,
}: {
  title: string;
  intro: string;
  picture: string;
  steps: string[];
  facts: string[];
  actions: ServiceAction[];
  children?: ReactNode;
  /** On a phone the children (a store list) come right after the title; the buttons follow and the picture goes. */
  childrenFirstOnPhone?: boolean;
}) {
  const t = useMessages(serviceMessages);
  return (
    <PageLayout>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1.4fr 1fr' }, alignItems: 'center' }}>
        <div>
          <PageTitle subtitle={intro}>{title}</PageTitle>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, display: childrenFirstOnPhone ? { xs: 'none', md: 'flex' } : undefined }}
          >
            {actions.map((action) => (
              <Button
                key={action.href}
                href={action.href}
                size="large"
                variant={action.primary ? 'contained' : 'outlined'}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        </div>
        <Box
          component="img"
          src={picture}
          alt=""
          sx={{
            width: '100%',
            maxWidth: 360,
            mx: 'auto',
            borderRadius: 3,
            display: childrenFirstOnPhone ? { xs: 'none', md: 'block' } : undefined,
          }}
        />
      </Box>
      {children}
      {childrenFirstOnPhone && (
        <Stack direction="column" spacing={1} sx={{ mt: 3, display: { xs: 'flex', md: 'none' } }}>
          {actions.map((action) => (
            <Button
              key={action.href}
              href={action.href}
              size="large"
              variant={action.primary ? 'contained' : 'outlined'}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1.4fr 1fr' }, mt: 4 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="how-it-works"
          sx={{ p: 2, borderRadius: 3 }}
        >
          <Typography id="how-it-works" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('HOW_IT_WORKS')}
          </Typography>
          <Box component="ol" sx={{ pl: 3, mb: 0, '& li': { mb: 1 } }}>
            {steps.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="good-to-know"
          sx={{ p: 2, borderRadius: 3 }}
        >
          <Typography id="good-to-know" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('GOOD_TO_KNOW')}
          </Typography>
          <Box component="ul" sx={{ pl: 3, mb: 0, '& li': { mb: 1 } }}>
            {facts.map((fact) => (
              <Typography component="li" key={fact}>
                {fact}
              </Typography>
            ))}
          </Box>
        </Paper>
      </Box>
    </PageLayout>
  );
}
