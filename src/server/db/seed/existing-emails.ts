import type pg from 'pg';

/** Which of these e-mails already have an account, lower-cased (e-mails are compared without case). */
export async function existingEmails(db: pg.Pool, emails: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ email: string }>(
    'SELECT email::text AS email FROM users WHERE email = ANY($1::text[])',
    [emails],
  );
  return new Set(rows.map((row) => row.email.toLowerCase()));
}
