import type pg from 'pg';
import { type AnyResource, canWriteField, type PropertySchema } from '@config/resources';
import { type Queryable, transaction } from '@/server/db/pool';
import { forbidden, notFound } from '@/server/errors';
import type { AuthUser } from '@/server/types';
import { databaseError } from './db-errors';
import { type ListQuery, whereClause } from './list-query';
import { Params, type ResourceSql, type ResourceSqlOptions, resourceSql } from './sql';

export type RecordId = number | string;
export type Row = Record<string, unknown>;

export type WriteContext = {
  client: pg.PoolClient;
  actor: AuthUser;
  id: RecordId;
  /** The record before the change. */
  current: Row;
  /** The validated body; hooks may normalise values in it. */
  changes: Row;
};

/** What one resource adds to the generic endpoints on the server; the counterpart of the console's overrides. */
export type ResourceServerOptions = ResourceSqlOptions & {
  /** Constraint name → message, for duplicates that deserve the product's own words. */
  uniqueMessages?: Record<string, string>;
  /** Runs in the creating transaction, after the row is inserted (e.g. a batch makes its certificates). */
  afterCreate?(context: Omit<WriteContext, 'current'>): Promise<void>;
  beforeUpdate?(context: WriteContext): Promise<void>;
  afterUpdate?(context: WriteContext): Promise<void>;
  /** Runs once the update is committed (announcements other instances must not see early). */
  afterCommit?(context: WriteContext): Promise<void>;
};

/** Who is writing, for change logs kept by triggers (e.g. partner_changes); local to the transaction. */
async function recordActor(client: pg.PoolClient, actor: AuthUser) {
  await client.query(`SELECT set_config('brp.actor_id', $1, true)`, [String(actor.id)]);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return JSON.stringify([...a].map(String).sort()) === JSON.stringify([...b].map(String).sort());
  }
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function title(schema: PropertySchema | undefined, property: string): string {
  return schema?.title ?? property;
}

/** List, read, create, update and delete for any resource, with SQL built from its definition only. */
export class ResourceStore {
  readonly sql: ResourceSql;

  constructor(
    readonly resource: AnyResource,
    private readonly db: pg.Pool,
    private readonly options: ResourceServerOptions = {},
  ) {
    this.sql = resourceSql(resource, options);
  }

  async list(query: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const params = new Params();
    const where = whereClause(this.resource, this.sql, query.filter, params);
    const { rows: counted } = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${this.sql.table} WHERE ${where}`,
      params.values,
    );
    const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
    const orderBy = `${this.sql.expressions[query.sort.property]} ${direction} NULLS LAST, ${this.sql.idExpression} ASC`;
    const limit = params.add(query.limit);
    const offset = params.add(query.offset);
    const { rows } = await this.db.query(
      `SELECT ${this.sql.select} FROM ${this.sql.table} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    );
    return { rows, total: counted[0]?.total ?? 0 };
  }

  async getOne(id: RecordId, db: Queryable = this.db, forUpdate = false): Promise<Row | null> {
    const { rows } = await db.query(
      `SELECT ${this.sql.select} FROM ${this.sql.table}
        WHERE ${this.sql.scope} AND ${this.sql.idExpression} = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  private notFound() {
    return notFound(`This ${this.resource.recordLabel} does not exist or was deleted.`);
  }

  private checkFieldAccess(actor: AuthUser, changes: Row, current: Row | null) {
    for (const property of Object.keys(this.resource.access.fields ?? {})) {
      if (!Object.hasOwn(changes, property)) continue;
      if (current && sameValue(changes[property], current[property])) continue;
      if (!canWriteField(this.resource, property, actor.roles)) {
        const allowed = (this.resource.access.fields?.[property] ?? []).join(' or ');
        throw forbidden(
          `Only ${allowed} accounts can change ${title(this.resource.schema.properties[property], property).toLowerCase()}.`,
        );
      }
    }
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw databaseError(this.resource, error, this.options.uniqueMessages) ?? error;
    }
  }

  async create(actor: AuthUser, body: Row): Promise<Row> {
    this.checkFieldAccess(actor, body, null);
    return this.guard(() =>
      transaction(this.db, async (client) => {
        await recordActor(client, actor);
        const params = new Params();
        const assigned = Object.entries(this.sql.columns).filter(([property]) =>
          Object.hasOwn(body, property),
        );
        const columns = assigned.map(([, column]) => column).join(', ');
        const values = assigned.map(([property]) => params.add(body[property])).join(', ');
        const { rows } = await client.query<{ id: RecordId }>(
          `INSERT INTO ${this.sql.table} (${columns}) VALUES (${values}) RETURNING ${this.sql.idExpression} AS id`,
          params.values,
        );
        await this.options.afterCreate?.({ client, actor, id: rows[0].id, changes: body });
        const created = await this.getOne(rows[0].id, client);
        if (!created) throw this.notFound();
        return created;
      }),
    );
  }

  async update(actor: AuthUser, id: RecordId, body: Row): Promise<Row> {
    let committed: WriteContext | undefined;
    const updated = await this.guard(() =>
      transaction(this.db, async (client) => {
        await recordActor(client, actor);
        const current = await this.getOne(id, client, true);
        if (!current) throw this.notFound();
        const changes = { ...body };
        this.checkFieldAccess(actor, changes, current);
        const context: WriteContext = { client, actor, id, current, changes };
        await this.options.beforeUpdate?.(context);
        const params = new Params();
        const assignments = Object.entries(this.sql.columns)
          .filter(([property]) => property !== 'id' && Object.hasOwn(changes, property))
          .map(([property, column]) => `${column} = ${params.add(changes[property])}`);
        if (assignments.length > 0) {
          if (this.sql.touch) assignments.push(this.sql.touch);
          const idParam = params.add(id);
          await client.query(
            `UPDATE ${this.sql.table} SET ${assignments.join(', ')} WHERE ${this.sql.idExpression} = ${idParam}`,
            params.values,
          );
        }
        await this.options.afterUpdate?.(context);
        const updated = await this.getOne(id, client);
        if (!updated) throw this.notFound();
        committed = context;
        return updated;
      }),
    );
    if (committed) await this.options.afterCommit?.(committed);
    return updated;
  }

  async remove(id: RecordId, actor?: AuthUser): Promise<Row> {
    return this.guard(() =>
      transaction(this.db, async (client) => {
        if (actor) await recordActor(client, actor);
        const current = await this.getOne(id, client, true);
        if (!current) throw this.notFound();
        await client.query(`DELETE FROM ${this.sql.table} WHERE ${this.sql.idExpression} = $1`, [id]);
        return current;
      }),
    );
  }
}
