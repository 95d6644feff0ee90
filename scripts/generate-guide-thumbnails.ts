/**
 * Draws one thumbnail per seeded user guide in public/guides/{slug}.svg: its category's colour and a pictogram
 * for what the guide is about, so no two guides look alike. No words are drawn: the card beside it gives the
 * title in the reader's language (English or Filipino). No downloads; run
 * `node --import tsx scripts/generate-guide-thumbnails.ts` after changing the guide list).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SEED_GUIDES } from '../src/server/db/seed/content';
import { hash } from './svg-art';

const OUT = path.resolve(import.meta.dirname, '../public/guides');

const CATEGORY_COLORS: Record<string, [string, string]> = {
  Booking: ['#246478', '#1b4f60'],
  Account: ['#163042', '#24485f'],
  Wallet: ['#4c6c33', '#3a5427'],
  Rewards: ['#7cae41', '#5e8a2e'],
  Partner: ['#b3261e', '#8c1d17'],
};

/** Pictograms drawn in a 80×80 box, light on the category colour. */
const ICONS: [RegExp, string][] = [
  [
    /ride/,
    '<circle cx="18" cy="58" r="12" fill="none" stroke="#fff" stroke-width="6"/><circle cx="62" cy="58" r="12" fill="none" stroke="#fff" stroke-width="6"/><path d="M18 58 l16 -24 h18 l10 24 M40 34 l-6 -12 h-8" stroke="#fff" stroke-width="6" fill="none" stroke-linejoin="round"/>',
  ],
  [
    /pautos/,
    '<path d="M14 28 h52 l-6 44 h-40z" fill="#fff"/><path d="M28 28 v-8 a12 12 0 0 1 24 0 v8" stroke="#fff" stroke-width="6" fill="none"/>',
  ],
  [
    /delivery/,
    '<rect x="12" y="22" width="56" height="44" rx="4" fill="#fff"/><path d="M12 36 h56 M40 22 v14" stroke="#cfe0da" stroke-width="4"/>',
  ],
  [
    /cancel/,
    '<circle cx="40" cy="40" r="30" fill="#fff"/><path d="M27 27 l26 26 M53 27 l-26 26" stroke="#b3261e" stroke-width="8" stroke-linecap="round"/>',
  ],
  [
    /call|text/,
    '<rect x="22" y="8" width="36" height="64" rx="8" fill="#fff"/><rect x="28" y="16" width="24" height="40" rx="2" fill="#cfe0da"/><circle cx="40" cy="64" r="3" fill="#163042"/>',
  ],
  [
    /account/,
    '<circle cx="40" cy="28" r="16" fill="#fff"/><path d="M12 74 a28 24 0 0 1 56 0z" fill="#fff"/>',
  ],
  [
    /password/,
    '<circle cx="26" cy="40" r="16" fill="none" stroke="#fff" stroke-width="8"/><path d="M42 40 h30 M62 40 v12 M72 40 v10" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  ],
  [
    /top-up|wallet/,
    '<rect x="8" y="20" width="64" height="46" rx="8" fill="#fff"/><rect x="48" y="34" width="26" height="18" rx="5" fill="#7cae41"/><circle cx="56" cy="43" r="3" fill="#fff"/>',
  ],
  [
    /gift/,
    '<rect x="12" y="32" width="56" height="40" fill="#fff"/><rect x="8" y="22" width="64" height="14" fill="#fff"/><path d="M40 22 v50" stroke="#b3261e" stroke-width="8"/><path d="M40 22 c-14 -16 -26 -2 0 0 c14 -16 26 -2 0 0" stroke="#fff" stroke-width="5" fill="none"/>',
  ],
  [
    /points/,
    '<path d="M40 6 l10 22 l24 3 l-18 16 l5 24 l-21 -12 l-21 12 l5 -24 l-18 -16 l24 -3z" fill="#fff"/>',
  ],
  [
    /referral|share/,
    '<circle cx="60" cy="16" r="10" fill="#fff"/><circle cx="20" cy="40" r="10" fill="#fff"/><circle cx="60" cy="64" r="10" fill="#fff"/><path d="M60 16 L20 40 L60 64" stroke="#fff" stroke-width="5" fill="none"/>',
  ],
  [
    /partner-driver/,
    '<circle cx="40" cy="40" r="30" fill="none" stroke="#fff" stroke-width="8"/><circle cx="40" cy="40" r="7" fill="#fff"/><path d="M12 36 h56 M40 47 v23" stroke="#fff" stroke-width="7"/>',
  ],
  [
    /accept/,
    '<circle cx="40" cy="40" r="30" fill="#fff"/><path d="M24 41 l11 11 l22 -24" stroke="#4c6c33" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  ],
  [
    /driver-id|id-card/,
    '<rect x="6" y="16" width="68" height="48" rx="6" fill="#fff"/><circle cx="24" cy="38" r="9" fill="#cfe0da"/><path d="M40 32 h26 M40 42 h20 M40 52 h24" stroke="#cfe0da" stroke-width="5"/>',
  ],
];

const FALLBACK_ICON =
  '<rect x="14" y="10" width="52" height="62" rx="6" fill="#fff"/><path d="M24 26 h32 M24 38 h32 M24 50 h22" stroke="#cfe0da" stroke-width="5"/>';

function thumbnail(guide: (typeof SEED_GUIDES)[number]): string {
  const [base, deep] = CATEGORY_COLORS[guide.category] ?? ['#246478', '#1b4f60'];
  const h = hash(guide.slug);
  const icon = ICONS.find(([pattern]) => pattern.test(guide.slug))?.[1] ?? FALLBACK_ICON;
  const bubbleX = 40 + (h % 240);
  const bubbleR = 40 + ((h >> 8) % 40);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" preserveAspectRatio="xMidYMid slice">',
    `<rect width="320" height="180" fill="${base}"/>`,
    `<circle cx="${bubbleX}" cy="${(h >> 4) % 2 ? 10 : 175}" r="${bubbleR}" fill="${deep}"/>`,
    `<circle cx="${320 - bubbleX}" cy="${(h >> 4) % 2 ? 175 : 10}" r="${bubbleR * 0.6}" fill="#fff" opacity=".1"/>`,
    `<g transform="translate(104 34) scale(1.4)">${icon}</g>`,
    '</svg>',
  ].join('');
}

await fs.mkdir(OUT, { recursive: true });
for (const guide of SEED_GUIDES) {
  await fs.writeFile(path.join(OUT, `${guide.slug}.svg`), `${thumbnail(guide)}\n`);
}
console.log(`${SEED_GUIDES.length} guide thumbnails written to public/guides/`);
