/**
 * Draws the demo stores' logos, the category covers and the product photos as small SVG files in
 * public/stores/ (no downloads; run `node --import tsx scripts/generate-store-art.ts` after changing the list).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { KIND_LABELS, MENUS, SEED_STORES, type StoreKind } from '../src/server/db/seed/store-catalog';
import { escapeXml, hash } from './svg-art';

const OUT = path.resolve(import.meta.dirname, '../public/stores');

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !['ng', 'ni', 'sa', 'de', 'and', 'the'].includes(w.toLowerCase()));
  return (words[0]?.[0] ?? 'B').toUpperCase() + (words[1]?.[0] ?? '').toUpperCase();
}

/** A simple pictogram per kind of store, drawn in a 40×40 box. */
const ICONS: Record<StoreKind, string> = {
  eatery:
    '<path d="M6 22h28a14 10 0 0 1-28 0z" fill="#fff"/><path d="M12 14c2-3 0-5 2-8M20 14c2-3 0-5 2-8M28 14c2-3 0-5 2-8" stroke="#fff" stroke-width="2" fill="none"/>',
  grill:
    '<path d="M6 20c6-8 22-8 28 0-6 8-22 8-28 0z" fill="#fff"/><path d="M34 20l6-5v10z" fill="#fff"/><circle cx="13" cy="19" r="1.6" fill="#333"/>',
  bakery:
    '<path d="M6 26c0-10 28-10 28 0z" fill="#fff"/><path d="M12 20l3 6M20 18v8M28 20l-3 6" stroke="#c98b4a" stroke-width="2"/>',
  coffee:
    '<path d="M8 12h20v14a6 6 0 0 1-6 6h-8a6 6 0 0 1-6-6z" fill="#fff"/><path d="M28 16h4a4 4 0 0 1 0 8h-4" stroke="#fff" stroke-width="3" fill="none"/>',
  'sari-sari':
    '<path d="M6 14h28l-3-8H9z" fill="#fff"/><rect x="8" y="16" width="24" height="16" fill="#fff"/><rect x="17" y="22" width="6" height="10" fill="#999"/>',
  pharmacy:
    '<rect x="15" y="6" width="10" height="28" rx="2" fill="#fff"/><rect x="6" y="15" width="28" height="10" rx="2" fill="#fff"/>',
  hardware:
    '<path d="M10 30l14-14" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M20 8l8-2 6 6-2 8-6-6z" fill="#fff"/>',
};

function logo(name: string, kind: StoreKind, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}">
<rect width="120" height="120" rx="26" fill="${color}"/>
<circle cx="96" cy="24" r="40" fill="#fff" opacity="0.12"/>
<g transform="translate(40 14)">${ICONS[kind]}</g>
<text x="60" y="96" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
</svg>
`;
}

const KIND_COLORS: Record<StoreKind, [string, string]> = {
  eatery: ['#4c6c33', '#7cae41'],
  grill: ['#163042', '#246478'],
  bakery: ['#8d5524', '#e0a96d'],
  coffee: ['#4e342e', '#a1887f'],
  'sari-sari': ['#ef6c00', '#ffca28'],
  pharmacy: ['#1b5e20', '#66bb6a'],
  hardware: ['#37474f', '#90a4ae'],
};

function cover(kind: StoreKind): string {
  const [a, b] = KIND_COLORS[kind];
  const dots = Array.from({ length: 14 }, (_, i) => {
    const h = hash(`${kind}${i}`);
    return `<g transform="translate(${h % 760} ${(h >> 10) % 220}) scale(${0.8 + ((h >> 20) % 10) / 10})" opacity="0.22">${ICONS[kind]}</g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 260" width="800" height="260" role="img" aria-label="${escapeXml(KIND_LABELS[kind])}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="800" height="260" fill="url(#g)"/>${dots}
</svg>
`;
}

const FOOD_COLORS = [
  '#d84315',
  '#f9a825',
  '#6d4c41',
  '#2e7d32',
  '#c62828',
  '#ef6c00',
  '#8e24aa',
  '#00838f',
  '#5d4037',
];

function productPhoto(key: string, name: string): string {
  const h = hash(key);
  const main = FOOD_COLORS[h % FOOD_COLORS.length];
  const side = FOOD_COLORS[(h >> 8) % FOOD_COLORS.length];
  const bg = ['#fff3e0', '#e8f5e9', '#e3f2fd', '#fce4ec', '#f3e5f5'][(h >> 16) % 5];
  const blobs = Array.from({ length: 5 }, (_, i) => {
    const hh = hash(`${key}-${i}`);
    const x = 120 + (hh % 80);
    const y = 100 + ((hh >> 8) % 60);
    const r = 18 + ((hh >> 16) % 18);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? side : main}" opacity="0.9"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${escapeXml(name)}">
<rect width="320" height="240" fill="${bg}"/>
<ellipse cx="160" cy="134" rx="112" ry="78" fill="#fff" stroke="#ddd" stroke-width="4"/>
<ellipse cx="160" cy="134" rx="84" ry="56" fill="#fafafa"/>${blobs}
<text x="160" y="228" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="16" fill="#555">${escapeXml(name)}</text>
</svg>
`;
}

async function main() {
  await fs.mkdir(path.join(OUT, 'logos'), { recursive: true });
  await fs.mkdir(path.join(OUT, 'covers'), { recursive: true });
  await fs.mkdir(path.join(OUT, 'products'), { recursive: true });
  for (const store of SEED_STORES) {
    await fs.writeFile(
      path.join(OUT, 'logos', `${store.username}.svg`),
      logo(store.name, store.kind, store.color),
    );
  }
  for (const kind of Object.keys(MENUS) as StoreKind[]) {
    await fs.writeFile(path.join(OUT, 'covers', `${kind}.svg`), cover(kind));
    for (const product of MENUS[kind]) {
      await fs.writeFile(
        path.join(OUT, 'products', `${product.key}.svg`),
        productPhoto(product.key, product.name),
      );
    }
  }
  console.log(`Store art written to ${path.relative(process.cwd(), OUT)}`);
}

await main();
