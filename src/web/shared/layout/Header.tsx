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

/**
 * The brand's logo as public/brand/logo.svg draws it, drawn in the page: as an <img> it was one more request, and
 * one more SVG document for the browser to lay out, before the first paint (decorative: the link is named).
 */
function BrandLogo() {
  return (
    <svg width={32} height={32} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#4c6c33" />
      <path d="M14 40c6-14 30-14 36 0" stroke="#cfe0da" strokeWidth="5" fill="none" strokeLinecap="round" />
      <circle cx="20" cy="44" r="5" fill="#7cae41" />
      <circle cx="44" cy="44" r="5" fill="#7cae41" />
      <text
        x="32"
        y="30"
        fontFamily="Arial,sans-serif"
        fontSize="16"
        fontWeight="700"
        textAnchor="middle"
        fill="#fff"
        letterSpacing="normal"
      >
        BRP
      </text>
    </svg>
  );
}

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
          <BrandLogo />
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
