import { useState } from 'react';
import { genericMessages } from '../../../shared/messages';
import { api } from '../api';
import { goTo } from '../navigation';
import { useDialogs } from '../dialogs';
import { useMessages } from '../i18n';
import { LanguageSwitch } from '../LanguageSwitch';
import { PlainIcon } from '../plain/icons';
import { PlainDialog } from '../plain/PlainDialog';
import { PlainLink } from '../plain/PlainLink';
import { clearSession, useSession } from '../session';
import { storeLinks, useSettings } from '../settings';
import { useThemeName } from '../ThemeRoot';
import { headerLinks, STATUS_PAGE_URL, showsPromoButtons } from './header-links';
import { layoutMessages } from './messages';

export const SIGN_OUT_QUESTION = 'Are you sure you want to log out?';

export function useSignOut() {
  const dialogs = useDialogs();
  const t = useMessages(layoutMessages);
  const g = useMessages(genericMessages);
  return async () => {
    if (!(await dialogs.confirm(t('SIGN_OUT'), g('SIGN_OUT_CONFIRM'), { yes: g('YES'), no: g('NO') })))
      return;
    await api('logout', { method: 'POST' }).catch(() => {});
    clearSession();
    goTo('/login');
  };
}

/** The bar on top of every ordinary page: brand, links, language, theme and the phone menu (plain, no MUI). */
export function Header() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const { themeName, toggleTheme } = useThemeName();
  const settings = useSettings();
  const links = headerLinks(session.loggedIn, session.roleName);
  const promo = showsPromoButtons(session.roleName);
  const t = useMessages(layoutMessages);
  const label = (text: string) => (text in layoutMessages.en ? t(text as 'Login') : text);
  const close = () => setOpen(false);

  return (
    <header className="brp-appbar">
      <div className="brp-toolbar">
        <PlainLink to="/" className="brp-brand" aria-label={t('BRP_HOME')}>
          <img src="/brand/logo.svg" alt="" width={32} height={32} />
          <span>BRP</span>
        </PlainLink>
        <nav aria-label={t('MAIN')} className="brp-nav">
          {links.map((link) => (
            <PlainLink key={link.to} to={link.to} className="brp-link brp-link--hover">
              {label(link.label)}
            </PlainLink>
          ))}
        </nav>
        <div className="brp-spacer" />
        {promo && (
          <div className="brp-promo">
            <a className="brp-btn brp-btn--outlined" href="/download">
              {t('DOWNLOAD_THE_APP')}
            </a>
            <a className="brp-btn brp-btn--contained" href="/drivers/sign-up">
              {t('BECOME_PARTNER')}
            </a>
          </div>
        )}
        <LanguageSwitch compact />
        <button
          type="button"
          className="brp-icon-btn"
          onClick={toggleTheme}
          title={themeName === 'christmas' ? t('DEFAULT_THEME') : t('CHRISTMAS_THEME')}
          aria-label={t('TOGGLE_CHRISTMAS')}
          aria-pressed={themeName === 'christmas'}
        >
          <PlainIcon name="acUnit" />
        </button>
        {session.loggedIn && (
          <button type="button" className="brp-btn brp-btn--text brp-wide-only" onClick={signOut}>
            {t('SIGN_OUT')}
          </button>
        )}
        <button
          type="button"
          className="brp-icon-btn brp-menu-btn"
          aria-label={t('OPEN_MENU')}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <PlainIcon name="menu" />
        </button>
      </div>
      <PlainDialog open={open} onClose={close} className="brp-drawer">
        <nav aria-label={t('MENU')}>
          {links.map((link) => (
            <PlainLink key={link.to} to={link.to} className="brp-drawer-item" onClick={close}>
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
    </header>
  );
}
