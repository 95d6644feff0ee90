import logoSvg from '@public/brand/logo.svg?raw';
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
 * The brand's logo, drawn in the page from public/brand/logo.svg itself (its one drawing): as an <img> it was one
 * more request, and one more SVG document for the browser to lay out, before the first paint (decorative: the
 * link is named).
 */
const LOGO_VIEW_BOX = /viewBox="([^"]+)"/.exec(logoSvg)?.[1] ?? '0 0 64 64';
const LOGO_DRAWING = logoSvg.slice(logoSvg.indexOf('>') + 1, logoSvg.lastIndexOf('</svg>'));

function BrandLogo() {
  return (
    <svg
      width={32}
      height={32}
      viewBox={LOGO_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      style={{ letterSpacing: 'normal' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the product's own logo file, read at build time
      dangerouslySetInnerHTML={{ __html: LOGO_DRAWING }}
    />
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
