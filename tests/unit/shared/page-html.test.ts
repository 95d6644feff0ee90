import { describe, expect, it } from 'vitest';
import { fillShell, PAGE_DATA_ELEMENT_ID, pageCallKey, pageDataScript } from '@/shared/page-html';

const SHELL =
  '<!doctype html><html lang="en"><head><title>BRP</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/public.js"></script></body></html>';

describe('a page rendered with its data', () => {
  it('keys each call by language, path and query in a fixed order, as api() sends it', () => {
    const key = pageCallKey({
      path: '/pricing/table',
      query: { zone_id: 2, mode: 'day', vehicle_type_id: 1, empty: '', none: null, missing: undefined },
      locale: 'fil',
    });
    expect(key).toBe('fil:pricing/table?mode=day&vehicle_type_id=1&zone_id=2');
    expect(pageCallKey({ path: 'zones', query: {}, locale: 'en' })).toBe('en:zones');
  });

  it('carries the answers as JSON that cannot end its script element', () => {
    const answers = new Map<string, unknown>([
      ['en:zones', { name: '</script><script>alert(1)</script>\u2028' }],
    ]);
    const script = pageDataScript(answers);
    expect(script.startsWith(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`)).toBe(true);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ 'en:zones': { name: '</script><script>alert(1)</script>\u2028' } });
  });

  it('fills the entry HTML with the first screen, its styles, its language and its answers', () => {
    const page = { html: '<h1>Pricing</h1>', styles: '<style data-emotion="css x">.x{}</style>' };
    const plain = fillShell(SHELL, '/pricing', 'fil', page);
    expect(plain).toContain('<html lang="fil"');
    expect(plain).toContain(
      '<div id="root" data-prerendered="/pricing" data-locale="fil"><h1>Pricing</h1></div>',
    );
    expect(plain).toContain('.x{}</style></head>');
    expect(plain).not.toContain(PAGE_DATA_ELEMENT_ID);

    const withData = fillShell(SHELL, '/pricing', 'en', { ...page, answers: new Map([['en:zones', [1]]]) });
    expect(withData).toContain(
      `</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"en:zones":[1]}</script>`,
    );
    // The data comes before the app's script, which reads it while hydrating.
    expect(withData.indexOf(PAGE_DATA_ELEMENT_ID)).toBeLessThan(withData.indexOf('/assets/public.js'));
    expect(() => fillShell('<html><body></body></html>', '/', 'en', page)).toThrow('Unexpected entry HTML');
  });
});
