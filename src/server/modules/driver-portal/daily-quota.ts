import { DAILY_QUOTA_TARGET_RIDES, RECENT_CLAIMS_SHOWN } from '@config/constants';
import { formatDateYmd, manilaWallClock, secondsToEndOfManilaDay } from '@/shared/dates';
import { REWARDS_MESSAGES } from '@/shared/messages';
import { isMonthlyClaimOpen, isWeeklyClaimOpen } from '@/shared/rewards';
import { type Queryable, transaction } from '@/server/db/pool';
import { badRequest, conflict } from '@/server/errors';
import type { App } from '@/server/types';
import { postEntry } from '../wallet/ledger';

export type ClaimKind = 'weekly' | 'monthly';
const PAGE_SIZE = 10;
const CLAIM_LOCK = 7_002;
export const REWARD_SETTING: Record<ClaimKind, string> = {
  weekly: 'quota_24h_weekly_reward_php',
  monthly: 'quota_24h_monthly_reward_php',
};
export const DAILY_QUOTA_MESSAGES = {
  NOTHING_TO_CLAIM: 'You have no completed 24-hour quota days to claim yet.',
  claimed: (kind: ClaimKind, amount: string, percentage: number) =>
    `You have successfully claimed your ${kind} reward: ${amount} (${percentage}%).`,
} as const;

/** Start of a Manila date as a real instant (Manila keeps UTC+8 all year). */
const manilaMidnight = (ymd: string) => new Date(`${ymd}T00:00:00+08:00`);
const round2 = (n: number) => Math.round(n * 100) / 100;

type Period = { key: string; first: string; last: string; days: number };

export function weekOf(now: Date): Period {
  const wall = manilaWallClock(now);
  const monday = wall.subtract((wall.day() + 6) % 7, 'day');
  const sunday = monday.add(6, 'day');
  return {
    key: sunday.format('YYYY-MM-DD'),
    first: monday.format('YYYY-MM-DD'),
    last: sunday.format('YYYY-MM-DD'),
    days: 7,
  };
}

export function monthOf(now: Date): Period {
  const wall = manilaWallClock(now);
  const first = wall.startOf('month');
  return {
    key: wall.format('YYYY-MM'),
    first: first.format('YYYY-MM-DD'),
    last: first.add(wall.daysInMonth() - 1, 'day').format('YYYY-MM-DD'),
    days: wall.daysInMonth(),
  };
}

/** Finished rides per Manila day; a walk-in that was not a real trip (or past the day's cap) does not count. */
async function ridesPerDay(db: Queryable, driverId: number, first: string, last: string) {
  const end = manilaWallClock(manilaMidnight(last)).add(1, 'day').format('YYYY-MM-DD');
  const { rows } = await db.query<{ day: string; rides: number }>(
    `SELECT to_char(delivered_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS day, count(*)::int AS rides
       FROM bookings
      WHERE driver_id = $1 AND status = 'delivered' AND counts_for_rewards
        AND delivered_at >= $2 AND delivered_at < $3
      GROUP BY 1`,
    [driverId, manilaMidnight(first), manilaMidnight(end)],
  );
  return rows;
}

async function metDays(db: Queryable, driverId: number, period: Period): Promise<number> {
  const rows = await ridesPerDay(db, driverId, period.first, period.last);
  return rows.filter((row) => row.rides >= DAILY_QUOTA_TARGET_RIDES).length;
}

async function rewardCentavos(db: Queryable, kind: ClaimKind): Promise<number> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [
    REWARD_SETTING[kind],
  ]);
  const pesos = Number(rows[0]?.value);
  return Number.isFinite(pesos) && pesos > 0 ? Math.round(pesos * 100) : 0;
}

type ClaimRow = {
  id: number;
  claimed_at: Date;
  kind: ClaimKind;
  period_key: string;
  percentage: string;
  amount_centavos: number;
};

function claimView(row: ClaimRow) {
  const percentage = Number(row.percentage);
  return {
    id: Number(row.id),
    date: row.claimed_at.toISOString(),
    kind: row.kind,
    period_key: row.period_key,
    weekly_percentage: row.kind === 'weekly' ? percentage : 0,
    monthly_percentage: row.kind === 'monthly' ? percentage : 0,
    amount_centavos: row.amount_centavos,
  };
}

export async function dailyQuota(app: App, driverId: number) {
  const db = app.deps.db;
  const now = app.now();
  const today = formatDateYmd(now);
  const week = weekOf(now);
  const month = monthOf(now);
  const [todayRows, weekDays, monthDays, weekly, monthly, claims] = await Promise.all([
    ridesPerDay(db, driverId, today, today),
    metDays(db, driverId, week),
    metDays(db, driverId, month),
    rewardCentavos(db, 'weekly'),
    rewardCentavos(db, 'monthly'),
    db.query<ClaimRow>(
      `SELECT id, claimed_at, kind, period_key, percentage::text AS percentage, amount_centavos
         FROM quota_claims WHERE driver_id = $1 ORDER BY claimed_at DESC, id DESC LIMIT $2`,
      [driverId, RECENT_CLAIMS_SHOWN],
    ),
  ]);
  const claimed = await db.query<{ kind: ClaimKind }>(
    `SELECT kind FROM quota_claims WHERE driver_id = $1
        AND ((kind = 'weekly' AND period_key = $2) OR (kind = 'monthly' AND period_key = $3))`,
    [driverId, week.key, month.key],
  );
  return {
    finished_ride_count: todayRows[0]?.rides ?? 0,
    target: DAILY_QUOTA_TARGET_RIDES,
    weekly_reward: weekly,
    monthly_reward: monthly,
    weekly_percentage: round2((weekDays * 100) / week.days),
    monthly_percentage: round2((monthDays * 100) / month.days),
    weekly_claimed: claimed.rows.some((row) => row.kind === 'weekly'),
    monthly_claimed: claimed.rows.some((row) => row.kind === 'monthly'),
    weekly_open: isWeeklyClaimOpen(now),
    monthly_open: isMonthlyClaimOpen(now),
    day_ends_at: new Date(now.getTime() + secondsToEndOfManilaDay(now) * 1000).toISOString(),
    past_claimed_rewards: claims.rows.map(claimView),
  };
}

const WINDOW_TEXT: Record<ClaimKind, string> = {
  weekly: REWARDS_MESSAGES.WEEKLY_WINDOW,
  monthly: REWARDS_MESSAGES.MONTHLY_WINDOW,
};
const ALREADY_TEXT: Record<ClaimKind, string> = {
  weekly: REWARDS_MESSAGES.WEEKLY_ALREADY_CLAIMED,
  monthly: REWARDS_MESSAGES.MONTHLY_ALREADY_CLAIMED,
};

/**
 * Weekly claims only on Sunday 20:00-23:59:59 Manila time, monthly only on the last day of the month in the
 * same window, decided by the server's clock (app.now). One claim per period: a per-driver lock, the unique
 * claim row and the ledger reference each make a second payment impossible.
 */
export async function claimQuota(
  app: App,
  driverId: number,
  kind: ClaimKind,
  formatMoney: (c: number) => string,
) {
  const now = app.now();
  const open = kind === 'weekly' ? isWeeklyClaimOpen(now) : isMonthlyClaimOpen(now);
  if (!open) throw badRequest(WINDOW_TEXT[kind]);
  const period = kind === 'weekly' ? weekOf(now) : monthOf(now);
  return transaction(app.deps.db, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [CLAIM_LOCK, driverId]);
    const exists = await client.query(
      'SELECT 1 FROM quota_claims WHERE driver_id = $1 AND kind = $2 AND period_key = $3',
      [driverId, kind, period.key],
    );
    if (exists.rowCount) throw conflict(ALREADY_TEXT[kind]);
    const days = await metDays(client, driverId, period);
    const reward = await rewardCentavos(client, kind);
    const amount = Math.round((reward * days) / period.days);
    if (amount <= 0) throw badRequest(DAILY_QUOTA_MESSAGES.NOTHING_TO_CLAIM);
    const percentage = round2((days * 100) / period.days);
    const entry = await postEntry(client, {
      userId: driverId,
      amountCentavos: amount,
      kind: `quota-${kind}`,
      reference: `quota-${kind}:${driverId}:${period.key}`,
      description: `24-hour quota ${kind} reward (${period.first} to ${period.last}, ${days} of ${period.days} days)`,
    });
    await client.query(
      `INSERT INTO quota_claims (driver_id, kind, period_key, percentage, amount_centavos, wallet_entry_id, claimed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [driverId, kind, period.key, percentage, amount, entry.entryId, now],
    );
    return {
      message: DAILY_QUOTA_MESSAGES.claimed(kind, formatMoney(amount), percentage),
      amount_centavos: amount,
      ...(kind === 'weekly'
        ? { total_weekly_percentage: percentage }
        : { total_monthly_percentage: percentage }),
    };
  });
}

function paging(path: string, page: number, total: number) {
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    current_page: page,
    last_page: last,
    prev_page_url: page > 1 ? `/api/${path}?page=${page - 1}` : null,
    next_page_url: page < last ? `/api/${path}?page=${page + 1}` : null,
    total,
  };
}

export async function claimedRewards(app: App, driverId: number, page: number) {
  const [rows, totals] = await Promise.all([
    app.deps.db.query<ClaimRow>(
      `SELECT id, claimed_at, kind, period_key, percentage::text AS percentage, amount_centavos
         FROM quota_claims WHERE driver_id = $1 ORDER BY claimed_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [driverId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    ),
    app.deps.db.query<{ n: number; amount: string }>(
      'SELECT count(*)::int AS n, coalesce(sum(amount_centavos), 0)::text AS amount FROM quota_claims WHERE driver_id = $1',
      [driverId],
    ),
  ]);
  return {
    ...paging('rewards/past-rewards/claimed', page, totals.rows[0].n),
    data: rows.rows.map(claimView),
    total_amount_centavos: Number(totals.rows[0].amount),
  };
}

/** Every Manila day the driver met the quota, newest first, with what it adds to its week and month. */
export async function pastRewards(app: App, driverId: number, page: number) {
  const met = `SELECT to_char(delivered_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS day, count(*)::int AS rides
                 FROM bookings WHERE driver_id = $1 AND status = 'delivered' AND counts_for_rewards
                  AND delivered_at IS NOT NULL
                GROUP BY 1 HAVING count(*) >= $2`;
  const [rows, all] = await Promise.all([
    app.deps.db.query<{ day: string; rides: number }>(`${met} ORDER BY 1 DESC LIMIT $3 OFFSET $4`, [
      driverId,
      DAILY_QUOTA_TARGET_RIDES,
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    ]),
    app.deps.db.query<{ day: string }>(met, [driverId, DAILY_QUOTA_TARGET_RIDES]),
  ]);
  const share = (day: string) => ({
    weekly: round2(100 / 7),
    monthly: round2(100 / manilaWallClock(manilaMidnight(day)).daysInMonth()),
  });
  return {
    ...paging('rewards/past-rewards', page, all.rows.length),
    data: rows.rows.map((row) => ({
      date: row.day,
      finished_ride_count: row.rides,
      weekly_percentage: share(row.day).weekly,
      monthly_percentage: share(row.day).monthly,
    })),
    total_weekly_percentage: round2(all.rows.reduce((sum, row) => sum + share(row.day).weekly, 0)),
    total_monthly_percentage: round2(all.rows.reduce((sum, row) => sum + share(row.day).monthly, 0)),
  };
}
