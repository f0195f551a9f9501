import { asc, eq, sql } from 'drizzle-orm';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { PORTFOLIO_MESSAGES, type PortfolioTechnique } from '@contracts/portfolio';
import type { Database, DbOrTx } from '../../db/client';
import { portfolioTechniques } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/activity.service';
import type { SessionUser } from '../auth/session.service';

/*
 * The technique catalogue of works: the expertise areas (fixed, contracts/catalogues/expertise-areas.ts) and the
 * techniques staff added (portfolio_techniques, coded 'tecnica-<id>'). A label is taken once, case aside, across both.
 */

/** Every technique of the catalogue: the expertise areas first, then the added ones by label. */
export async function listTechniques(db: DbOrTx): Promise<PortfolioTechnique[]> {
  const added = await db
    .select({ code: portfolioTechniques.code, label: portfolioTechniques.label })
    .from(portfolioTechniques)
    .orderBy(asc(portfolioTechniques.label));
  return [
    ...EXPERTISE_AREAS.map((area) => ({ code: area.code, label: area.label, added: false })),
    ...added.map((technique) => ({ ...technique, added: true })),
  ];
}

/** The catalogue's label of each code. */
export async function techniqueLabels(db: DbOrTx): Promise<Map<string, string>> {
  return new Map((await listTechniques(db)).map((technique) => [technique.code, technique.label]));
}

/** Refuses a technique code outside the catalogue (null, no technique, passes). */
export async function assertTechniqueKnown(db: DbOrTx, code: string | null | undefined): Promise<void> {
  if (code === null || code === undefined) return;
  if (EXPERTISE_AREAS.some((area) => area.code === code)) return;
  const [row] = await db
    .select({ id: portfolioTechniques.id })
    .from(portfolioTechniques)
    .where(eq(portfolioTechniques.code, code));
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

/** POST /api/portfolio/techniques (staff): adds a technique under the code 'tecnica-<id>'. */
export async function addTechnique(options: {
  db: Database;
  user: SessionUser;
  label: string;
}): Promise<PortfolioTechnique> {
  const { db, user, label } = options;
  if (EXPERTISE_AREAS.some((area) => area.label.toLowerCase() === label.toLowerCase()))
    throw new AppError('PORTFOLIO_TECHNIQUE_TAKEN', PORTFOLIO_MESSAGES.techniqueTaken(label));
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
        activity: `Added portfolio technique ${label}`,
        entityType: 'portfolio_technique',
        entityId: id,
      });
      return { code: row!.code, label: row!.label, added: true };
    });
  } catch (error) {
    if (isLabelClash(error)) throw new AppError('PORTFOLIO_TECHNIQUE_TAKEN', PORTFOLIO_MESSAGES.techniqueTaken(label));
    throw error;
  }
}
