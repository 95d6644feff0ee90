import type { AppType, AppUpdate } from '@schemas/app-update';
import type { Guide, GuideSummary } from '@schemas/guide';
import type { Job } from '@schemas/job';
import type { Locale } from '@/shared/i18n';
import type { Queryable } from '@/server/db/pool';

type JobText = 'title' | 'summary' | 'vehicle_types' | 'how_to_apply' | 'requirements';
/** The columns written in both languages: a guide's, and a job opening's (`j` in the hiring pages' query). */
type TranslatedColumn = 'title' | 'description' | 'body' | `j.${JobText}`;

/**
 * A text in the reader's language: the Filipino column when it is written, otherwise the English one (a guide
 * or a job opening staff have not translated yet still reads whole). A list counts as written when it has a
 * line.
 */
function inLanguage(column: TranslatedColumn, locale: Locale, empty: "''" | "'{}'" = "''"): string {
  return locale === 'fil' ? `coalesce(nullif(${column}_fil, ${empty}), ${column})` : column;
}

function summaryColumns(locale: Locale): string {
  return `id, slug, ${inLanguage('title', locale)} AS title, category,
  ${inLanguage('description', locale)} AS description, thumbnail, is_partner, popular,
  coalesce(video_url, '') <> '' AS has_video`;
}
const POPULAR_SEARCHES_MAX = 6;
const OTHER_GUIDES_MAX = 4;

/** `%` and `_` typed by a visitor are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listGuides(
  db: Queryable,
  filter: { q?: string; category?: string },
  locale: Locale,
): Promise<{ data: GuideSummary[]; popular_searches: string[] }> {
  const where = ['is_published'];
  const params: unknown[] = [];
  const q = filter.q?.trim();
  if (q) {
    params.push(likePattern(q));
    // Either language finds a guide: people mix English and Tagalog words when they search.
    const n = params.length;
    where.push(
      `(title ILIKE $${n} OR description ILIKE $${n} OR body ILIKE $${n}
        OR title_fil ILIKE $${n} OR description_fil ILIKE $${n} OR body_fil ILIKE $${n})`,
    );
  }
  if (filter.category && filter.category !== 'All') {
    params.push(filter.category);
    where.push(`category = $${params.length}`);
  }
  const [list, popular] = await Promise.all([
    db.query<GuideSummary>(
      `SELECT ${summaryColumns(locale)} FROM guides WHERE ${where.join(' AND ')} ORDER BY sort_order, id`,
      params,
    ),
    db.query<{ title: string }>(
      `SELECT ${inLanguage('title', locale)} AS title FROM guides WHERE is_published AND popular ORDER BY sort_order, id LIMIT ${POPULAR_SEARCHES_MAX}`,
    ),
  ]);
  return { data: list.rows, popular_searches: popular.rows.map((row) => row.title) };
}

export async function guideBySlug(
  db: Queryable,
  slug: string,
  locale: Locale,
): Promise<{ data: Guide; other_guides: GuideSummary[] } | null> {
  const { rows } = await db.query<Guide>(
    `SELECT id, slug, ${inLanguage('title', locale)} AS title, category,
            ${inLanguage('description', locale)} AS description, ${inLanguage('body', locale)} AS body,
            video_url, thumbnail, is_partner, popular
       FROM guides WHERE slug = $1 AND is_published`,
    [slug],
  );
  const guide = rows[0];
  if (!guide) return null;
  const others = await db.query<GuideSummary>(
    `SELECT ${summaryColumns(locale)} FROM guides
      WHERE is_published AND id <> $1
      ORDER BY (category = $2) DESC, popular DESC, sort_order, id
      LIMIT ${OTHER_GUIDES_MAX}`,
    [guide.id, guide.category],
  );
  return { data: guide, other_guides: others.rows };
}

/** The hiring pages' columns, their texts in the reader's language. */
function jobSelect(locale: Locale): string {
  const list = (column: JobText) => `${inLanguage(`j.${column}`, locale, "'{}'")} AS ${column}`;
  return `SELECT j.id, j.slug, j.branch_id, b.name AS branch_name, ${inLanguage('j.title', locale)} AS title,
    ${inLanguage('j.summary', locale)} AS summary, j.banner, ${list('vehicle_types')}, ${list('how_to_apply')},
    ${list('requirements')}, j.facebook_url, j.messenger_group_url, j.is_open
  FROM jobs j JOIN branches b ON b.id = j.branch_id`;
}

export async function openJobs(db: Queryable, locale: Locale): Promise<Job[]> {
  const { rows } = await db.query<Job>(`${jobSelect(locale)} WHERE j.is_open ORDER BY j.sort_order, j.id`);
  return rows;
}

export async function jobBySlug(db: Queryable, slug: string, locale: Locale): Promise<Job | null> {
  const { rows } = await db.query<Job>(`${jobSelect(locale)} WHERE j.slug = $1`, [slug]);
  return rows[0] ?? null;
}

export const APP_NAMES: Record<AppType, string> = {
  customer: 'BRP',
  driver: 'BRP Driver',
  partner: 'BRP Partner',
};

export const APP_UPDATE_MESSAGES = {
  available: (app: string) => `A new version of ${app} is available.`,
  latest: (app: string) => `You are using the latest version of ${app}.`,
};

type AppUpdateRow = {
  id: number;
  app_type: AppType;
  title: string;
  version_name: string;
  version_code: number;
  created_at: Date;
  dist_url: string;
  changelog: string;
};

/**
 * The newest release of an app, or null when the phone already runs it. Without a version code the newest
 * release is returned, so the page can always show what is current.
 */
export async function latestAppUpdate(
  db: Queryable,
  appType: AppType,
  installedCode?: number,
): Promise<{ data: AppUpdate | null; message: string }> {
  const { rows } = await db.query<AppUpdateRow>(
    `SELECT id, app_type, title, version_name, version_code, created_at, dist_url, changelog
       FROM app_updates WHERE app_type = $1 AND version_code > $2
      ORDER BY version_code DESC LIMIT 1`,
    [appType, installedCode ?? 0],
  );
  const app = APP_NAMES[appType];
  const row = rows[0];
  if (!row) return { data: null, message: APP_UPDATE_MESSAGES.latest(app) };
  return {
    data: { ...row, created_at: row.created_at.toISOString(), app: { text: app } },
    message: APP_UPDATE_MESSAGES.available(app),
  };
}
