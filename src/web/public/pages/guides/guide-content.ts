/** Where a guide lives: partner guides have their own branch of the user guide. */
export function guidePath(guide: { slug: string; is_partner: boolean }): string {
  return guide.is_partner
    ? `/user-guide/tutorial/partner/${guide.slug}`
    : `/user-guide/tutorial/${guide.slug}`;
}

export type GuideBlock = { kind: 'paragraph'; text: string } | { kind: 'steps'; items: string[] };

const STEP = /^\s*\d+[.)]\s+(.*)$/;

/** A guide's text: blank lines separate paragraphs, consecutive "1." lines form one numbered list. */
export function parseGuideBody(body: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      const step = STEP.exec(line);
      if (!step) {
        paragraph.push(line);
        continue;
      }
      flush();
      const last = blocks.at(-1);
      if (last?.kind === 'steps') last.items.push(step[1]);
      else blocks.push({ kind: 'steps', items: [step[1]] });
    }
    flush();
  }
  return blocks;
}

export type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string };

const FILE_VIDEO = /\.(mp4|webm|ogv|ogg|mov)(\?.*)?$/i;

/**
 * How a guide's video is played: files in an HTML5 player, YouTube and Facebook videos in their embed player
 * (YouTube's privacy-enhanced host). Anything else is not shown.
 */
export function videoSource(url: string | null | undefined): VideoSource | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/')) return FILE_VIDEO.test(value) ? { kind: 'file', src: value } : null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return youtube(parsed.pathname.slice(1));
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1];
    return id ? youtube(id) : null;
  }
  if (host === 'facebook.com' || host === 'fb.watch') {
    if (parsed.pathname.startsWith('/plugins/video.php')) return { kind: 'embed', src: value };
    return {
      kind: 'embed',
      src: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(value)}&show_text=false`,
    };
  }
  return FILE_VIDEO.test(parsed.pathname) ? { kind: 'file', src: value } : null;
}

function youtube(id: string): VideoSource | null {
  return /^[\w-]{6,20}$/.test(id)
    ? { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${id}` }
    : null;
}
