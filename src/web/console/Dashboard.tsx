import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { canRead } from '../../../config/resources';
import { isAdminLevel } from '../../shared/roles';
import { useSession } from '../shared/session';
import { pagesFor } from './console-pages';
import { Later } from '../shared/Later';
import { TodayNumbers } from './ops/TodayNumbers';
import { CONSOLE_RESOURCES } from './resources';

/** Where each area of the console is; accounts with nothing to manage are told so. */
export function Dashboard() {
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  // The name the session already holds (what authProvider.getIdentity answers), known at the first render: the
  // greeting is drawn once, in full, rather than first as the console's title and again when identity resolves.
  const { info } = useSession();
  const translate = useTranslate();
  const roles = permissions ?? [];
  const entries = [
    ...CONSOLE_RESOURCES.filter(({ definition }) => canRead(definition, roles)).map(
      ({ definition, views }) => ({
        to: `${basename}/${definition.name}`,
        label: definition.label,
        Icon: views.icon,
      }),
    ),
    ...pagesFor(roles).map((page) => ({
      to: `${basename}/${page.path}`,
      label: page.label,
      Icon: page.icon,
    })),
  ];
  return (
    <>
      <Title title="Operations console" />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {info?.name ? translate('Welcome, %{name}', { name: info.name }) : translate('Operations console')}
      </Typography>
      {isAdminLevel(roles) && (
        <Box sx={{ mb: 3 }}>
          <TodayNumbers />
        </Box>
      )}
      <Later>
        {entries.length === 0 ? (
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
            {entries.map(({ to, label, Icon }) => (
              <Grid key={to} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card>
                  <CardActionArea
                    component={Link}
                    to={to}
                    sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
                  >
                    {Icon && <Icon />}
                    <Typography variant="subtitle1">{translate(label)}</Typography>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </Later>
    </>
  );
}
