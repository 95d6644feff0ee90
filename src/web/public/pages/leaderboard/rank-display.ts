import { RANK_PICTURE_SHRINKING_ENTRIES } from '@config/constants';

const LARGEST_PX = 144;
const SMALLEST_PX = 56;

/** Rank badges shrink step by step over the first fourteen ranks, so the top ranks stand out. */
export function rankPictureSize(index: number): number {
  const steps = RANK_PICTURE_SHRINKING_ENTRIES - 1;
  const position = Math.min(Math.max(index, 0), steps);
  return Math.round(LARGEST_PX - ((LARGEST_PX - SMALLEST_PX) * position) / steps);
}

export const TROPHY_COLORS = ['#d4a017', '#9ea7ad', '#b87333'] as const;

/** Gold, silver and bronze for the first three places; nothing after. */
export function trophyColor(ranking: number): string | null {
  return TROPHY_COLORS[ranking - 1] ?? null;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
