import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * MUI's styles that came in a page's HTML (emotion's rules for the first screen, drawn by the server or the
 * build) and the browser's emotion cache that takes them over.
 *
 * Emotion's own takeover moves each such `<style data-emotion="css …">` tag to the end of the head, then moves
 * it again into its style sheet: each move takes the tag out of the page and puts it back, so the browser makes
 * its style sheet anew and styles the page again, on the phone's main thread while the app starts (about 10 ms
 * on a fast computer for a screen's 30 KB of rules). So the tag of the screen's rules carries an attribute of
 * ours instead: emotion leaves it where it is, and `browserStyleCache` marks its rules as already in the page so
 * they are not inserted again. The tags of global rules keep emotion's attribute (its `Global` takes each over
 * by name); they are a few hundred bytes.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-brp-styles';

/** The emotion cache's key (class names `css-…`), the same for the server's render and the browser. */
export const EMOTION_KEY = 'css';

/** The server's style tags (emotion's `constructStyleTagsFromChunks`) with the screen's rules under our attribute. */
export function markServerStyles(tags: string): string {
  return tags.replaceAll(
    `<style data-emotion="${EMOTION_KEY} `,
    `<style ${SERVER_STYLES_ATTRIBUTE}="${EMOTION_KEY} `,
  );
}

let cache: EmotionCache | undefined;

/**
 * The page's one emotion cache in the browser (same key as the server's, so the same class names), knowing the
 * rules of the server's tags as inserted.
 */
export function browserStyleCache(): EmotionCache {
  if (cache) return cache;
  cache = createCache({ key: EMOTION_KEY });
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== EMOTION_KEY) continue;
    for (const name of names) if (name) cache.inserted[name] = true;
  }
  return cache;
}
