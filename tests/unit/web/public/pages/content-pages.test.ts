import { describe, expect, it } from 'vitest';
import { appTypeFrom, installedCode, showsHelpVideo } from '@/web/public/pages/app-updates/app-update-rules';
import { guidePath, parseGuideBody, videoSource } from '@/web/public/pages/guides/guide-content';
import { hiringBranch } from '@/web/public/pages/jobs/hiring-branch';
import { rankPictureSize, trophyColor } from '@/web/public/pages/leaderboard/rank-display';
import {
  bandFareText,
  bandLabel,
  chooseVehicle,
  chooseZone,
  pricingSearch,
} from '@/web/public/pages/pricing/pricing-selection';
import { externalFormTarget } from '@/web/public/pages/redirect/external-forms';
import { resolvePricingQuery } from '@/shared/pricing-mode';

const TYPES = [
  { id: 1, slug: 'motorcycle' },
  { id: 2, slug: 'car' },
  { id: 3, slug: 'tricycle' },
];
const ZONES = [{ id: 2 }, { id: 3 }, { id: 7 }];
const NOON = '2025-11-10T12:00:00+08:00';

describe('pricing page selection', () => {
  it('defaults to Puerto Princesa and the motorcycle (by slug, whatever its id)', () => {
    const selection = resolvePricingQuery({}, NOON);
    expect(chooseZone(selection, ZONES)?.id).toBe(2);
    expect(chooseVehicle(selection, TYPES)?.slug).toBe('motorcycle');
    expect(selection.mode).toBe('sunny');
  });

  it('takes vid when no slug is given, and the slug over vid', () => {
    expect(chooseVehicle(resolvePricingQuery({ vid: '2' }, NOON), TYPES)?.slug).toBe('car');
    expect(chooseVehicle(resolvePricingQuery({ vid: '2', slug: 'tricycle' }, NOON), TYPES)?.id).toBe(3);
    expect(chooseVehicle(resolvePricingQuery({ vid: '99' }, NOON), TYPES)?.slug).toBe('motorcycle');
  });

  it('falls back to the default zone for an unknown branch', () => {
    expect(chooseZone(resolvePricingQuery({ branch_id: '7' }, NOON), ZONES)?.id).toBe(7);
    expect(chooseZone(resolvePricingQuery({ branch_id: '42' }, NOON), ZONES)?.id).toBe(2);
  });

  it('writes a shareable query and band texts', () => {
    expect(pricingSearch(3, { id: 1, slug: 'motorcycle' }, 'night').toString()).toBe(
      'branch_id=3&vid=1&slug=motorcycle&mode=night',
    );
    expect(bandFareText({ fare_at_start: 4000, fare_at_end: 7000 })).toBe('₱40.00 – ₱70.00');
    expect(bandFareText({ fare_at_start: 12000, fare_at_end: null })).toBe('₱120.00 and up');
  });

  it('labels the "above" bands through the reader\'s wording and the others as the spec writes them', () => {
    const lampas = (range: string) => `lampas ${range}`;
    expect(bandLabel('0-5 KM', lampas)).toBe('0-5 KM');
    expect(bandLabel('above 5-10 KM', lampas)).toBe('lampas 5-10 KM');
    expect(bandLabel('above 10 KM', lampas)).toBe('lampas 10 KM');
  });
});

describe('guide content', () => {
  it('links partner guides under /partner', () => {
    expect(guidePath({ slug: 'a', is_partner: false })).toBe('/user-guide/tutorial/a');
    expect(guidePath({ slug: 'b', is_partner: true })).toBe('/user-guide/tutorial/partner/b');
  });

  it('splits the text into paragraphs and numbered steps', () => {
    expect(parseGuideBody('Intro line\ncontinues.\n\n1. First\n2) Second\nAfter.\n\nEnd.')).toEqual([
      { kind: 'paragraph', text: 'Intro line continues.' },
      { kind: 'steps', items: ['First', 'Second'] },
      { kind: 'paragraph', text: 'After.' },
      { kind: 'paragraph', text: 'End.' },
    ]);
    expect(parseGuideBody('')).toEqual([]);
  });

  it('plays files in the page and YouTube or Facebook videos in their embed players', () => {
    expect(videoSource('/guides/videos/book.mp4')).toEqual({ kind: 'file', src: '/guides/videos/book.mp4' });
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoSource('https://www.facebook.com/brppalawan/videos/123')?.src).toMatch(
      /^https:\/\/www\.facebook\.com\/plugins\/video\.php\?href=/,
    );
    for (const bad of [
      null,
      '',
      '/guides/page',
      'http://example.com/a.mp4',
      'javascript:alert(1)',
      'nonsense',
    ]) {
      expect(videoSource(bad), String(bad)).toBeNull();
    }
  });
});

describe('hiring, ranks, app updates and redirects', () => {
  it('reads the hiring branch from the second segment, El Nido by default', () => {
    expect(hiringBranch('/opportunities/narra')).toBe('narra');
    expect(hiringBranch('/hiring/Brookes-Point/')).toBe('brookes-point');
    expect(hiringBranch('/jobs')).toBe('el-nido');
    expect(hiringBranch('/hiring')).toBe('el-nido');
  });

  it('shrinks rank pictures over the first fourteen ranks only', () => {
    const sizes = Array.from({ length: 16 }, (_, i) => rankPictureSize(i));
    for (let i = 1; i < 14; i++) expect(sizes[i]).toBeLessThan(sizes[i - 1]);
    expect(sizes[14]).toBe(sizes[13]);
    expect(sizes[15]).toBe(sizes[13]);
  });

  it('gives trophies to the first three places', () => {
    expect([1, 2, 3, 4].map(trophyColor).map(Boolean)).toEqual([true, true, true, false]);
  });

  it('defaults app updates to the customer app and shows the help video for driver 156 only', () => {
    expect(appTypeFrom(undefined)).toBe('customer');
    expect(appTypeFrom('Driver')).toBe('driver');
    expect(appTypeFrom('spaceship')).toBe('customer');
    expect(installedCode('153')).toBe(153);
    expect(installedCode('1.5')).toBeUndefined();
    expect(showsHelpVideo('driver', 156)).toBe(true);
    expect(showsHelpVideo('customer', 156)).toBe(false);
    expect(showsHelpVideo('driver', 157)).toBe(false);
  });

  it('sends each redirect address to its form and refuses unsafe targets', () => {
    const values = {
      'external.coe': 'https://forms.example.com/coe',
      'external.updateVehicle': 'https://forms.example.com/vehicle',
      'external.raffle': 'javascript:alert(1)',
    };
    expect(externalFormTarget('/certificate-of-employment', values)).toBe('https://forms.example.com/coe');
    expect(externalFormTarget('/vehicle/', values)).toBe('https://forms.example.com/vehicle');
    expect(externalFormTarget('/raffle', values)).toBeNull();
    expect(externalFormTarget('/coe', {})).toBeNull();
  });
});
