import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import MapIcon from '@mui/icons-material/Map';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ComponentType } from 'react';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { isAdminLevel } from '../../shared/roles';
import { PAUTOS_DELIVERY_MAP_QUERY } from '../public/home/variants';
import { pagesFor } from './console-pages';

/** The staff maps (spec part 1 §2, part 2 §2): the home map's trike and pautos/delivery views with staff tools. */
export const STAFF_MAPS: readonly { href: string; label: string; icon: ComponentType }[] = [
  { href: '/admin/trike', label: 'Trike map', icon: MapIcon },
  { href: `/?map=${PAUTOS_DELIVERY_MAP_QUERY}`, label: 'Pautos and delivery map', icon: DeliveryDiningIcon },
];

/** Dashboard, the resources this account may see, then the other console pages and the staff maps. */
export function ConsoleMenu() {
  const basename = useBasename();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<string[]>();
  const pages = pagesFor(permissions ?? []);
  const maps = isAdminLevel(permissions ?? []) ? STAFF_MAPS : [];
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {pages.length > 0 && <Divider sx={{ my: 1 }} />}
      {pages.map(({ path, label, icon: Icon }) => (
        <Menu.Item key={path} to={`${basename}/${path}`} primaryText={label} leftIcon={<Icon />} />
      ))}
      {maps.length > 0 && <Divider sx={{ my: 1 }} />}
      {maps.map(({ href, label, icon: Icon }) => (
        // The maps are pages of the public site: a plain link leaves the console.
        <MenuItem key={href} component="a" href={href} aria-label={translate(label)}>
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          {open && <ListItemText primary={translate(label)} />}
        </MenuItem>
      ))}
    </Menu>
  );
}
