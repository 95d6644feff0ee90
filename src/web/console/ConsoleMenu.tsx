import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { pagesFor, staffLinksFor } from './console-pages';

/**
 * Dashboard, then the staff screens (tracking, charts, commitments, scanner, the staff maps and the ID
 * generator), then the resources this account may see, then the account's own pages.
 */
export function ConsoleMenu() {
  const basename = useBasename();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const staff = pagesFor(roles, 'staff');
  const links = staffLinksFor(roles);
  const account = pagesFor(roles, 'account');
  return (
    <Menu>
      <Menu.DashboardItem />
      {staff.map(({ path, label, icon: Icon }) => (
        <Menu.Item key={path} to={`${basename}/${path}`} primaryText={label} leftIcon={<Icon />} />
      ))}
      {links.map(({ href, label, icon: Icon }) => (
        // These screens are pages of the public site and the driver portal: a plain link leaves the console.
        <MenuItem key={href} component="a" href={href} aria-label={translate(label)}>
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          {open && <ListItemText primary={translate(label)} />}
        </MenuItem>
      ))}
      {staff.length + links.length > 0 && <Divider sx={{ my: 1 }} />}
      <Menu.ResourceItems />
      {account.length > 0 && <Divider sx={{ my: 1 }} />}
      {account.map(({ path, label, icon: Icon }) => (
        <Menu.Item key={path} to={`${basename}/${path}`} primaryText={label} leftIcon={<Icon />} />
      ))}
    </Menu>
  );
}
