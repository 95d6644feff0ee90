import { lighthouseScores, type PageScore, type Visit, type Visitor } from './lighthouse';
import { printRunDetails, scoreText } from './lighthouse-report';

type Row = (what: string, now: string, goal: string, reference?: string) => void;

/** A Lighthouse row: score, LCP, TBT and CLS (the median of the runs), each run's TBT and any failed run. */
function lighthouseRow(
  row: Row,
  what: string,
  s: PageScore,
  { goal, before = '', withFcp = false }: { goal: string; before?: string; withFcp?: boolean },
) {
  const { now, runs } = scoreText(s, withFcp);
  row(what, now, goal, `${before}${runs}`.replace(/^; /, ''));
}

/**
 * The bench's Lighthouse part: each page as its visitor on the given visits (`--lighthouse-pages` picks
 * addresses), then the home page's new visitor and the ride wizard on a 2G-like link.
 */
export async function lighthousePart({
  origin,
  password,
  runs,
  visits,
  row,
}: {
  origin: string;
  password: string;
  runs: number;
  visits: Visit[];
  row: Row;
}) {
  console.log(`\nLighthouse (mobile defaults, median of ${runs}; ${visits.join(' and ')} visits)`);
  const signIn = async (login: string): Promise<Visitor> => {
    const res = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password }),
    });
    if (!res.ok) throw new Error(`login ${login}: ${res.status}`);
    return (await res.json()) as Visitor;
  };
  const client = await signIn('client@example.com');
  const driver = await signIn('driver@example.com');
  const admin = await signIn('admin@example.com');
  const pagesFlag = process.argv.find((arg) => arg.startsWith('--lighthouse-pages='));
  const chosen = pagesFlag ? new Set(pagesFlag.slice('--lighthouse-pages='.length).split(',')) : null;
  // The home page as a new visitor (the user-guide prompt shows, as the spec wants by default) and as one who
  // has answered it; the other pages as the visitor they are for.
  const pages = [
    { key: '/ (new visitor)', path: '/', visitor: null, answeredGuide: false, today: 45, goal: 95 },
    { key: '/ (returning visitor)', path: '/', visitor: null, answeredGuide: true, today: 45, goal: 90 },
    { key: '/pricing', path: '/pricing', visitor: null, answeredGuide: false, today: 14, goal: 90 },
    { key: '/login', path: '/login', visitor: null, answeredGuide: false, today: 38, goal: 90 },
    { key: '/book/ride', path: '/book/ride', visitor: client, answeredGuide: true, today: 34, goal: 90 },
    {
      key: '/driver/jobs',
      path: '/driver/jobs',
      visitor: driver,
      answeredGuide: true,
      today: 49,
      goal: 90,
    },
    { key: '/console', path: '/console', visitor: admin, answeredGuide: true, today: 33, goal: 75 },
  ].filter((page) => !chosen || chosen.has(page.path));
  const details = process.argv.includes('--lighthouse-details')
    ? printRunDetails(origin, process.argv.includes('--lighthouse-requests'))
    : undefined;
  for (const visit of visits) {
    const scores = await lighthouseScores(origin, pages, runs, visit, details);
    for (const page of pages)
      lighthouseRow(row, `Lighthouse ${page.key}, ${visit} visit`, scores.get(page.key)!, {
        goal: `≥ ${page.goal}; LCP ≤ ${page.key === '/ (new visitor)' ? '2.0' : '2.5'} s, TBT ≤ 200 ms, CLS ≤ 0.1`,
        before: `before: ${page.today}`,
      });
  }
  // A 2G-like link (800 ms round trips, 250 kbit/s, 4× CPU): the home page as a new visitor and the ride
  // wizard, on a first visit.
  const slowPages = pages.filter((page) => ['/ (new visitor)', '/book/ride'].includes(page.key));
  if (slowPages.length > 0 && visits.includes('first')) {
    const scores = await lighthouseScores(origin, slowPages, runs, 'first', details, '2g');
    for (const page of slowPages)
      lighthouseRow(row, `Lighthouse ${page.key}, first visit on 2G`, scores.get(page.key)!, {
        goal: 'LCP ≤ 3 s',
        withFcp: true,
      });
  }
}
