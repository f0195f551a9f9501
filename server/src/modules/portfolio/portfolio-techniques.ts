import { asc, count, eq, sql } from 'drizzle-orm';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { LANGUAGES } from '@contracts/languages';
import { translate } from '@contracts/i18n/texts';
import { PORTFOLIO_MESSAGES, type PortfolioTechnique } from '@contracts/portfolio';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { portfolioTechniques, portfolioWorks } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { textIn } from '../../i18n/server-texts';

/*
 * The technique catalogue of works: the expertise areas (fixed, contracts/catalogues/expertise-areas.ts) and the
 * techniques staff added (portfolio_techniques, coded 'tecnica-<id>'). A label is taken once, case aside, across both.
 */

/** Every technique of the catalogue: the expertise areas first (in the reader's language), then the added ones by label. */
export async function listTechniques(db: DbOrTx): Promise<PortfolioTechnique[]> {
  const added = await db
    .select({ code: portfolioTechniques.code, label: portfolioTechniques.label })
    .from(portfolioTechniques)
    .orderBy(asc(portfolioTechniques.label));
  return [
    ...EXPERTISE_AREAS.map((area) => ({ code: area.code, label: translate(area.label), added: false })),
    ...added.map((technique) => ({ ...technique, added: true })),
  ];
}

/** The catalogue's label of each code. */
export async function techniqueLabels(db: DbOrTx): Promise<Map<string, string>> {
  return new Map((await listTechniques(db)).map((technique) => [technique.code, technique.label]));
}

/**
 * Refuses a technique code outside the catalogue (null, no technique, passes). Inside a work's transaction, `hold`
 * keeps an added technique's row share-locked until it ends, so that removing the technique (which locks the row for
 * update, then counts the works naming it) waits for the work and counts it, or has removed it first and the work is
 * refused: a work never keeps a code the catalogue no longer has.
 */
export async function assertTechniqueKnown(
  db: DbOrTx,
  code: string | null | undefined,
  options: { hold?: boolean } = {},
): Promise<void> {
  if (code === null || code === undefined) return;
  if (EXPERTISE_AREAS.some((area) => area.code === code)) return;
  const query = db
    .select({ id: portfolioTechniques.id })
    .from(portfolioTechniques)
    .where(eq(portfolioTechniques.code, code));
  const [row] = options.hold ? await query.for('share') : await query;
  if (!row) throw new AppError('PORTFOLIO_TECHNIQUE_INVALID', PORTFOLIO_MESSAGES.techniqueInvalid);
}

const LABEL_INDEX = 'portfolio_techniques_label_lower_key';

function isLabelClash(error: unknown): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505' && current.constraint === LABEL_INDEX) return true;
  }
  return false;
}

const labelTaken = (label: string) =>
  new AppError('PORTFOLIO_TECHNIQUE_TAKEN', PORTFOLIO_MESSAGES.techniqueTaken, undefined, { label });

/** An expertise area's name, in either language, is taken for good: the areas are part of the catalogue too. */
function assertNotAnArea(label: string): void {
  const wanted = label.toLowerCase();
  const isArea = EXPERTISE_AREAS.some((area) =>
    LANGUAGES.some((language) => textIn(language, area.label).toLowerCase() === wanted),
  );
  if (isArea) throw labelTaken(label);
}

/** The added technique under `code`, locked until the transaction ends; 404 for any other code (areas included). */
async function lockAddedTechnique(tx: Tx, code: string) {
  const [row] = await tx.select().from(portfolioTechniques).where(eq(portfolioTechniques.code, code)).for('update');
  if (!row) throw new AppError('PORTFOLIO_TECHNIQUE_NOT_FOUND', PORTFOLIO_MESSAGES.techniqueNotFound);
  return row;
}

/** POST /api/portfolio/techniques (staff): adds a technique under the code 'tecnica-<id>'. */
export async function addTechnique(options: {
  db: Database;
  user: SessionUser;
  label: string;
}): Promise<PortfolioTechnique> {
  const { db, user, label } = options;
  assertNotAnArea(label);
  try {
    return await db.transaction(async (tx) => {
      const [{ id }] = (
        await tx.execute<{ id: number }>(
          sql`select nextval(pg_get_serial_sequence('portfolio_techniques', 'id'))::int as id`,
        )
      ).rows as [{ id: number }];
      const [row] = await tx
        .insert(portfolioTechniques)
        .values({ id, code: `tecnica-${id}`, label, createdBy: user.id })
        .returning();
      await recordActivity(tx, {
        userId: user.id,
        activity: { code: 'portfolioTechniqueAdded', params: { name: label } },
        entityType: 'portfolio_technique',
        entityId: id,
      });
      return { code: row!.code, label: row!.label, added: true };
    });
  } catch (error) {
    throw isLabelClash(error) ? labelTaken(label) : error;
  }
}

/** PATCH /api/portfolio/techniques/{code} (staff): a technique staff added gets a new name; works keep naming it. */
export async function renameTechnique(options: {
  db: Database;
  user: SessionUser;
  code: string;
  label: string;
}): Promise<PortfolioTechnique> {
  const { db, user, code, label } = options;
  assertNotAnArea(label);
  try {
    return await db.transaction(async (tx) => {
      const before = await lockAddedTechnique(tx, code);
      const [row] = await tx
        .update(portfolioTechniques)
        .set({ label })
        .where(eq(portfolioTechniques.id, before.id))
        .returning();
      await recordActivity(tx, {
        userId: user.id,
        activity: { code: 'portfolioTechniqueRenamed', params: { before: before.label, after: label } },
        entityType: 'portfolio_technique',
        entityId: before.id,
        changes: { label: { before: before.label, after: label } },
      });
      return { code: row!.code, label: row!.label, added: true };
    });
  } catch (error) {
    throw isLabelClash(error) ? labelTaken(label) : error;
  }
}

/** DELETE /api/portfolio/techniques/{code} (staff): a technique staff added leaves the catalogue while no work names it. */
export async function removeTechnique(options: { db: Database; user: SessionUser; code: string }): Promise<void> {
  const { db, user, code } = options;
  await db.transaction(async (tx) => {
    const technique = await lockAddedTechnique(tx, code);
    const [{ works }] = (await tx
      .select({ works: count() })
      .from(portfolioWorks)
      .where(eq(portfolioWorks.techniqueCode, code))) as [{ works: number }];
    if (works > 0)
      throw new AppError('PORTFOLIO_TECHNIQUE_IN_USE', PORTFOLIO_MESSAGES.techniqueInUse, undefined, { works });
    await tx.delete(portfolioTechniques).where(eq(portfolioTechniques.id, technique.id));
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'portfolioTechniqueRemoved', params: { name: technique.label } },
      entityType: 'portfolio_technique',
      entityId: technique.id,
      changes: { label: { before: technique.label, after: null } },
    });
  });
}
