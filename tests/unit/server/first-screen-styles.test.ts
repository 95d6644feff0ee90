import { describe, expect, it } from 'vitest';
import { firstScreenStyles, LATER_STYLES_META } from '@/server/first-screen-styles';
import { LATER_STYLES_META as META_THE_APP_READS } from '@/web/shared/first-script';

const CSS =
  '@font-face{font-family:Roboto;src:url(/assets/r.woff2)}@font-face{font-family:F;src:local("Arial")}:root{--x:1}body{margin:0}' +
  '.a{color:red}.b .c{color:blue}.a:not(.z){top:0}.a,.q{left:0}.q{right:0}' +
  '@media (min-width:600px){.a{color:green}.q{color:pink}}@keyframes spin{0%{opacity:0}to{opacity:1}}' +
  '.d[data-x="{"]{content:"}"}';
const LINK = '<link rel="stylesheet" crossorigin href="/assets/s.css">';
const page = (root: string) =>
  `<html><head>${LINK}</head><body><div id="root" data-prerendered="/">${root}</div></body></html>`;

describe("a first screen's own style rules", () => {
  const styles = firstScreenStyles((href) => (href === '/assets/s.css' ? CSS : undefined));

  it('keeps the rules the screen can use, links the stylesheet later and without JavaScript', () => {
    const html = styles(page('<p class="a">x</p><p class="b"><span class="c d">y</span></p>'));
    const inline = /<style>(.*?)<\/style>/.exec(html)?.[1];
    expect(inline).toBe(
      '@font-face{font-family:F;src:local("Arial")}:root{--x:1}body{margin:0}.a{color:red}.b .c{color:blue}.a:not(.z){top:0}.a,.q{left:0}' +
        '@media (min-width:600px){.a{color:green}}@keyframes spin{0%{opacity:0}to{opacity:1}}' +
        '.d[data-x="{"]{content:"}"}',
    );
    expect(html).toContain(`<meta name="${LATER_STYLES_META}" content="/assets/s.css">`);
    expect(html).toContain(`<noscript>${LINK}</noscript>`);
    expect(html.replace(`<noscript>${LINK}</noscript>`, '')).not.toContain(LINK);
  });

  it('leaves a page without a first screen, or with an unknown stylesheet, as it is', () => {
    const shell = `<html><head>${LINK}</head><body><div id="root"></div></body></html>`;
    expect(styles(shell)).toBe(shell);
    const other = page('<p class="a"></p>').replace('/assets/s.css', '/assets/t.css');
    expect(styles(other)).toBe(other);
  });

  it('names the stylesheet where the first script looks for it', () => {
    expect(LATER_STYLES_META).toBe(META_THE_APP_READS);
  });
});
