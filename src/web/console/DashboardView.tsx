import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { canRead, RESOURCE_LIST } from '@config/resources';
import { isAdminLevel } from '@/shared/roles';
import { type ConsolePage, pagesFor, staffLinksFor } from './console-pages';
import { Later } from '../shared/Later';
import { TodayNumbers } from './ops/TodayNumbers';
import { resourceIcon } from './resources/icons';

/** An area of the console; `external` ones are pages outside it (the staff maps, the ID generator). */
export type DashboardEntry = { to: string; label: string; Icon: ComponentType; external?: boolean };

/**
 * Every area the roles may open, under `basename`: the staff screens first (tracking, charts, commitments,
 * scanner, the staff maps, the ID generator), then the resources, then the account's own pages.
 */
export function dashboardEntries(roles: readonly string[], basename: string): DashboardEntry[] {
  const page = ({ path, label, icon }: ConsolePage) => ({ to: `${basename}/${path}`, label, Icon: icon });
  return [
    ...pagesFor(roles, 'staff').map(page),
    ...staffLinksFor(roles).map(({ href, label, icon }) => ({ to: href, label, Icon: icon, external: true })),
    ...RESOURCE_LIST.filter((definition) => canRead(definition, roles)).map((definition) => ({
      to: `${basename}/${definition.name}`,
      label: definition.label,
      Icon: resourceIcon(definition.name),
    })),
    ...pagesFor(roles, 'account').map(page),
  ];
}

/**
 * The dashboard's content: the greeting, today's numbers for admin-level roles and a card per area. Drawn by
 * react-admin (Dashboard) and by the server for staff before the console has loaded (FirstScreen.tsx).
 */
export function DashboardView({
  name,
  roles,
  entries,
  translate,
  entriesLater = false,
}: {
  name: string | undefined;
  roles: readonly string[];
  entries: readonly DashboardEntry[];
  translate: (text: string, vars?: Record<string, string>) => string;
  /** The cards are drawn a render after the rest (the phone's first task stays short). */
  entriesLater?: boolean;
}) {
  const cards =
    entries.length === 0 ? (
      <Card>
        <CardContent>
          <Typography variant="h6" component="p">
            {translate('Nothing to manage yet')}
          </Typography>
          <Typography color="text.secondary">
            {translate(
              'Your account can open the console, but none of its sections is yours yet. They will appear here when they are.',
            )}
          </Typography>
        </CardContent>
      </Card>
    ) : (
      <Grid container spacing={2}>
        {entries.map(({ to, label, Icon, external }) => (
          <Grid key={to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card>
              <CardActionArea
                {...(external ? { component: 'a', href: to } : { component: Link, to })}
                sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
              >
                <Icon />
                <Typography variant="subtitle1">{translate(label)}</Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {name ? translate('Welcome, %{name}', { name }) : translate('Operations console')}
      </Typography>
      {isAdminLevel(roles) && (
        <Box sx={{ mb: 3 }}>
          <TodayNumbers />
        </Box>
      )}
      {entriesLater ? <Later>{cards}</Later> : cards}
    </>
  );
}
