import { LanguageSwitch } from '../LanguageSwitch';
import { useMessages } from '../i18n';
import { PlainIcon } from '../plain/icons';
import { PlainLink } from '../plain/PlainLink';
import { useSession } from '../session';
import { useThemeName } from '../ThemeRoot';
import { headerLinks, showsPromoButtons } from './header-links';
import { layoutMessages } from './messages';
import { SiteMenu, useLinkLabel } from './SiteMenu';
import { useSignOut } from './sign-out';

export { SIGN_OUT_QUESTION, useSignOut } from './sign-out';

/** The bar on top of every ordinary page: brand, links, language, theme and the menu (plain, no MUI). */
export function Header() {
  const session = useSession();
  const signOut = useSignOut();
  const { themeName, toggleTheme } = useThemeName();
  const links = headerLinks(session.loggedIn, session.roleName).filter((link) => !link.menuOnly);
  const promo = showsPromoButtons(session.roleName);
  const t = useMessages(layoutMessages);
  const label = useLinkLabel();

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
        <SiteMenu />
      </div>
    </header>
  );
}
