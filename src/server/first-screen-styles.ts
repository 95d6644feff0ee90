/**
 * A page that arrives with its first screen (prerendered, or rendered by the server with its data) carries in its
 * head only the style rules that screen can use, and links the whole stylesheet once it has been painted: on a
 * slow link the first screen then needs one round trip of small HTML, not the HTML and then the stylesheet with
 * its fonts. The first script links the stylesheet after the first paint (src/web/shared/start-app.ts
 * `linkLaterStyles`); without JavaScript a <noscript> link does. The fonts come with the whole stylesheet: the
 * first paint uses a local font sized to Roboto's measures (Roboto itself on Android phones), so the text does
 * not move when Roboto arrives.
 *
 * A rule is kept when every class named in one of its selectors is on the page (classes inside `:not()` and
 * the like are not required): a superset of what the screen uses, never less. The whole stylesheet repeats
 * every kept rule in the same order, so once it is in, the cascade is the stylesheet's own.
 */

import fs from 'node:fs';
import path from 'node:path';
import { LATER_STYLES_META } from '@/shared/page-html';

export { LATER_STYLES_META };

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/;

/** A statement (`body` null), a block, or a grouping rule (`@media`...) with its rules split (`inner`). */
type Block = { prelude: string; body: string | null; inner?: Block[] };

const GROUPING_RULE = /^@(media|supports|layer|container)\b/;

/** Splits CSS into its top-level statements and blocks (`selector{...}`, `@media ...{...}`, `@charset ...;`). */
function blocks(css: string): Block[] {
  const found: Block[] = [];
  let start = 0;
  let depth = 0;
  let prelude = '';
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (depth === 0) {
        prelude = css.slice(start, i).trim();
        start = i + 1;
      }
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) {
        const body = css.slice(start, i);
        found.push({ prelude, body, ...(GROUPING_RULE.test(prelude) ? { inner: blocks(body) } : {}) });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      found.push({ prelude: css.slice(start, i).trim(), body: null });
      start = i + 1;
    }
  }
  return found;
}

/** Splits a selector list at its top-level commas. */
function selectors(prelude: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      list.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  list.push(prelude.slice(start));
  return list;
}

/** The classes a selector needs on the page: those outside functional pseudo-classes and attribute tests. */
function neededClasses(selector: string): string[] {
  let plain = selector;
  // Innermost parentheses and brackets first, until none are left.
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\([^()]*\)/g, '').replace(/\[[^[\]]*\]/g, '');
  }
  return [...plain.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1].replace(/\\(.)/g, '$1'));
}

function usedRules(list: Block[], classes: ReadonlySet<string>): string {
  let kept = '';
  for (const { prelude, body, inner } of list) {
    if (body === null) {
      if (prelude.startsWith('@charset')) kept += `${prelude};`;
      continue;
    }
    // Fonts to fetch come with the whole stylesheet; a local one (the fallback sized to Roboto) stays.
    if (prelude.startsWith('@font-face') && body.includes('url(')) continue;
    if (inner) {
      const used = usedRules(inner, classes);
      if (used) kept += `${prelude}{${used}}`;
      continue;
    }
    if (prelude.startsWith('@')) {
      kept += `${prelude}{${body}}`;
      continue;
    }
    const used = selectors(prelude).some((selector) =>
      neededClasses(selector).every((name) => classes.has(name)),
    );
    if (used) kept += `${prelude}{${body}}`;
  }
  return kept;
}

/** The classes used in an HTML document's `class` attributes. */
function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * Returns the function that gives a page with a first screen its own style rules inline and the stylesheet
 * linked after the first paint. `readStylesheet` gives a stylesheet's text by its address (undefined: left as
 * it is); each stylesheet is read and split once.
 */
export function firstScreenStyles(readStylesheet: (href: string) => string | undefined) {
  const parsed = new Map<string, Block[] | null>();
  return (page: string): string => {
    if (!page.includes(' data-prerendered="')) return page;
    const link = STYLESHEET_LINK.exec(page);
    if (!link) return page;
    const href = link[1];
    if (!parsed.has(href)) {
      const css = readStylesheet(href);
      parsed.set(href, css === undefined ? null : blocks(css));
    }
    const sheet = parsed.get(href);
    if (!sheet) return page;
    const rules = usedRules(sheet, pageClasses(page)).replace(/<\/style/gi, '<\\/style');
    return page.replace(
      link[0],
      `<style>${rules}</style><meta name="${LATER_STYLES_META}" content="${href}">` +
        `<noscript>${link[0]}</noscript>`,
    );
  };
}

/** A build file by its address (`/assets/...`), or undefined when it is not there. */
export function readAsset(distDir: string, href: string): string | undefined {
  const assets = path.join(distDir, 'assets');
  const file = path.join(distDir, href);
  if (!file.startsWith(`${assets}${path.sep}`)) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
