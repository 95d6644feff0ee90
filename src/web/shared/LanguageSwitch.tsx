import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/shared/i18n';
import { useLocale, useMessages } from './i18n';
import { layoutMessages } from './layout/messages';
import { chooseLocale } from './locale-account';
import { PlainIcon } from './plain/icons';

const SHORT: Record<Locale, string> = { en: 'EN', fil: 'FIL' };

/**
 * English or Filipino, on every screen's bar: remembered on this device and, when logged in, on the account.
 * A menu button (arrow keys, Enter, Escape, a tap outside closes it), plain so the public pages need no MUI.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const [locale] = useLocale();
  const t = useMessages(layoutMessages);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[Math.max(0, LOCALES.indexOf(locale))]?.focus();
    const outside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, locale]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (option: Locale) => {
    close();
    chooseLocale(option);
  };
  const onItemKey = (event: KeyboardEvent<HTMLDivElement>, at: number) => {
    const move = (to: number) => {
      event.preventDefault();
      items.current[(to + LOCALES.length) % LOCALES.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(LOCALES.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(LOCALES[at]);
    }
  };

  return (
    <div ref={anchor} className="brp-menu-anchor">
      <button
        ref={button}
        type="button"
        className="brp-btn brp-btn--text brp-btn--small"
        style={{ color: 'inherit', minWidth: 0 }}
        aria-label={`${t('LANGUAGE')}: ${LOCALE_NAMES[locale]}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <PlainIcon name="translate" size="small" />
        {compact ? SHORT[locale] : LOCALE_NAMES[locale]}
      </button>
      {open && (
        <div id={menuId} role="menu" className="brp-menu" aria-label={t('LANGUAGE')}>
          {LOCALES.map((option, index) => (
            <div
              key={option}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitem"
              aria-current={option === locale ? true : undefined}
              tabIndex={-1}
              lang={option}
              className="brp-menu-item"
              onClick={() => pick(option)}
              onKeyDown={(event) => onItemKey(event, index)}
            >
              {LOCALE_NAMES[option]}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
