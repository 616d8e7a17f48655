// Saved views: named filter sets of a list, per user (operators and client users alike), kept on the server so
// they follow the user to any machine.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { savedViews } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import type { Principal } from './principal.ts';
import type { SavedView } from '../../domain/api.ts';
import { SAVED_VIEWS_MAX, type SaveViewInput } from '../../domain/schemas.ts';
import { ascName } from '../db/nameSort.ts';

const owner = (p: Principal) => and(eq(savedViews.ownerKind, p.kind), eq(savedViews.ownerId, p.id));

const toView = (row: typeof savedViews.$inferSelect): SavedView => ({
  id: row.id,
  resource: row.resource as SavedView['resource'],
  name: row.name,
  filters: row.filters,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSavedViews(db: Db, principal: Principal, resource: string): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(owner(principal), eq(savedViews.resource, resource)))
    .orderBy(...ascName(savedViews.name), asc(savedViews.id));
  return rows.map(toView);
}

/** Creates the view, or replaces the filters of the user's view with the same name. */
export async function saveView(db: Db, principal: Principal, input: SaveViewInput): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(owner(principal), eq(savedViews.resource, input.resource), eq(savedViews.name, input.name)));
    if (!existing) {
      const [{ total }] = await tx.select({ total: count() }).from(savedViews).where(owner(principal));
      if (total >= SAVED_VIEWS_MAX)
        throw conflict('saved_views_limit_reached', `At most ${SAVED_VIEWS_MAX} saved views`);
    }
    const [row] = await tx
      .insert(savedViews)
      .values({
        ownerKind: principal.kind,
        ownerId: principal.id,
        resource: input.resource,
        name: input.name,
        filters: input.filters,
      })
      .onConflictDoUpdate({
        target: [savedViews.ownerKind, savedViews.ownerId, savedViews.resource, savedViews.name],
        set: { filters: input.filters, updatedAt: sql`now()` },
      })
      .returning();
    return toView(row);
  });
}

export async function deleteView(db: Db, principal: Principal, id: number): Promise<void> {
  const deleted = await db
    .delete(savedViews)
    .where(and(owner(principal), eq(savedViews.id, id)))
    .returning({ id: savedViews.id });
  if (!deleted.length) throw notFound('saved_view_not_found', 'Saved view not found');
}
