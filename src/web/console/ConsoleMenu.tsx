import Divider from '@mui/material/Divider';
import { Menu, useBasename, usePermissions } from 'react-admin';
import { pagesFor } from './console-pages';

/** Dashboard, the resources this account may see, then the other console pages. */
export function ConsoleMenu() {
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  const pages = pagesFor(permissions ?? []);
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {pages.length > 0 && <Divider sx={{ my: 1 }} />}
      {pages.map(({ path, label, icon: Icon }) => (
        <Menu.Item key={path} to={`${basename}/${path}`} primaryText={label} leftIcon={<Icon />} />
      ))}
    </Menu>
  );
}
