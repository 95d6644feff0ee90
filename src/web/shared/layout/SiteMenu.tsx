import { useState } from 'react';
import { useMessages } from '../i18n';
import { PlainIcon } from '../plain/icons';
import { PlainDialog } from '../plain/PlainDialog';
import { PlainLink } from '../plain/PlainLink';
import { useLocation } from '../routing';
import { useSession } from '../session';
import { storeLinks, useSettings } from '../settings';
import { useThemeName } from '../ThemeRoot';
import { headerLinks, STATUS_PAGE_URL, showsPromoButtons } from './header-links';
import { layoutMessages } from './messages';
import { useSignOut } from './sign-out';

/** A header link's label in the chosen language (links are keyed by their English text). */
export function useLinkLabel() {
  const t = useMessages(layoutMessages);
  return (text: string) => (text in layoutMessages.en ? t(text as 'Login') : text);
}

/**
 * The menu button and its drawer: every link of the account's header, the promo links, the status page and
 * sign-out, in a modal <dialog> (focus kept inside, Escape closes, the current page marked for screen readers).
 * `always` shows the button at every width: the driver's pages are more than the wide bar holds, and the job
 * screen has no other bar.
 */
export function SiteMenu({ always = false }: { always?: boolean }) {
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const settings = useSettings();
  const { themeName, toggleTheme } = useThemeName();
  const t = useMessages(layoutMessages);
  const label = useLinkLabel();
  const links = headerLinks(session.loggedIn, session.roleName);
  const promo = showsPromoButtons(session.roleName);
  const close = () => setOpen(false);
  const anyMenuOnly = links.some((link) => link.menuOnly);

  return (
    <>
      <button
        type="button"
        className={`brp-icon-btn brp-menu-btn${always || anyMenuOnly ? ' brp-menu-btn--always' : ''}`}
        aria-label={t('OPEN_MENU')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <PlainIcon name="menu" />
      </button>
      <PlainDialog open={open} onClose={close} className="brp-drawer">
        <nav aria-label={t('MENU')}>
          {links.map((link) => (
            <PlainLink
              key={link.to}
              to={link.to}
              className="brp-drawer-item"
              aria-current={location.pathname === link.to ? 'page' : undefined}
              onClick={close}
            >
              {label(link.label)}
            </PlainLink>
          ))}
          {promo && (
            <>
              <a className="brp-drawer-item" href="/download" onClick={close}>
                {t('DOWNLOAD_THE_APP')}
              </a>
              <a className="brp-drawer-item" href="/drivers/sign-up" onClick={close}>
                {t('BECOME_PARTNER')}
              </a>
            </>
          )}
          <a
            className="brp-drawer-item"
            href={STATUS_PAGE_URL}
            target="_blank"
            rel="noopener"
            onClick={close}
          >
            {t('STATUS_PAGE')}
          </a>
          <hr className="brp-divider" />
          {/* The spec's drawer (part 1 §2 Map): the store links and the theme toggle, as on the bar. */}
          <section aria-label={t('GET_THE_APP')}>
            {storeLinks(settings).map((link) => (
              <a
                key={link.platform}
                className="brp-drawer-item"
                href={link.href}
                target="_blank"
                rel="noopener"
                onClick={close}
              >
                {link.label}
              </a>
            ))}
          </section>
          <button
            type="button"
            className="brp-drawer-item"
            onClick={toggleTheme}
            aria-pressed={themeName === 'christmas'}
          >
            {themeName === 'christmas' ? t('DEFAULT_THEME') : t('CHRISTMAS_THEME')}
          </button>
          <hr className="brp-divider" />
          {session.loggedIn && (
            <button
              type="button"
              className="brp-drawer-item"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {t('SIGN_OUT')}
            </button>
          )}
        </nav>
      </PlainDialog>
    </>
  );
}
