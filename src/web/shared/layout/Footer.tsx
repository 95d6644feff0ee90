import { entryFor } from '@config/routes';
import { PlainLink } from '../plain/PlainLink';
import { useMessages } from '../i18n';
import { storeLinks, useSettings } from '../settings';
import { layoutMessages } from './messages';

export const CHAT_SUPPORT_URL = 'https://m.me/brppalawan';

/** Pages where the footer's download section is hidden (spec part 1 §2). */
const NO_DOWNLOAD = ['/login', '/register', '/register-foreign', '/forgot-password'];

export function Footer({ pathname = window.location.pathname }: { pathname?: string }) {
  const settings = useSettings();
  const t = useMessages(layoutMessages);
  // The rider app's download is for riders: not on the driver portal's pages (jobs, ID, trips, sign-up...).
  const hideDownload =
    NO_DOWNLOAD.includes(pathname) ||
    entryFor(pathname) === 'driver' ||
    (pathname === '/login' && new URLSearchParams(window.location.search).has('r'));
  return (
    <footer className="brp-footer">
      <div className="brp-container brp-container--lg">
        {!hideDownload && (
          <section className="brp-footer-download" aria-labelledby="footer-download">
            <h2 id="footer-download">{t('DOWNLOAD_THE_APP')}</h2>
            <p className="brp-footer-note">{t('BEST_RATES_REWARDS')}</p>
            <div className="brp-row">
              {storeLinks(settings).map((link) => (
                <a
                  key={link.platform}
                  className="brp-btn brp-btn--outlined brp-btn--inherit"
                  href={link.href}
                  target="_blank"
                  rel="noopener"
                >
                  {link.label}
                </a>
              ))}
            </div>
          </section>
        )}
        <nav className="brp-footer-links" aria-label={t('QUICK_LINKS')}>
          <PlainLink to="/">{t('HOME')}</PlainLink>
          <PlainLink to="/privacy-policy">{t('PRIVACY_POLICY')}</PlainLink>
          <PlainLink to="/terms-and-conditions">{t('TERMS')}</PlainLink>
          <PlainLink to="/user-guide">{t('User Guide')}</PlainLink>
          <PlainLink to={CHAT_SUPPORT_URL} target="_blank" rel="noopener">
            {t('CHAT_SUPPORT')}
          </PlainLink>
          <PlainLink to="/contact-us">{t('Contact Us')}</PlainLink>
        </nav>
        <small className="brp-footer-caption">
          © {new Date().getFullYear()} BRP Palawan. {t('TAGLINE')}
        </small>
      </div>
    </footer>
  );
}
