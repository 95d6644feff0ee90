import { storeLinks, useSettings } from '@/web/shared/settings';

/** The three store links, the visitor's own platform first (plain, no MUI: the home page draws without it). */
export function StoreButtons({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const settings = useSettings();
  return (
    <div className="brp-row">
      {storeLinks(settings).map((link) => (
        <a
          key={link.platform}
          className={`brp-btn brp-btn--outlined${size === 'small' ? ' brp-btn--small' : ''}`}
          href={link.href}
          target="_blank"
          rel="noopener"
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}
