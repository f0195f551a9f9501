import { sql } from 'drizzle-orm';
import { PORTFOLIO_CARD_PREVIEW, type PortfolioPreview } from '@contracts/portfolio';
import type { DbOrTx } from '../../db/client';
import { teachers } from '../../db/schema/index';

/**
 * A Trombinoscopio card's strip (issue 26): up to PORTFOLIO_CARD_PREVIEW public works nobody hid, in the portfolio's
 * order, each with its small image's versioned URL (portfolio.presenter.ts portfolioImageUrl, written here in SQL:
 * the milliseconds of updated_at). A column of the directory page's own query (teacher.json-columns.ts): a subquery
 * per teacher of the page on the (teacher_id, position) index, so a page costs one query whatever its size, and each
 * teacher a few index rows.
 */
export const portfolioPreviewColumn = sql`(
  select coalesce(
    json_agg(
      json_build_object(
        'id', p.id,
        'title', p.title,
        'small_url', '/api/portfolio/' || p.id || '/image/small?v=' || floor(extract(epoch from p.updated_at) * 1000)::bigint
      )
      order by p.position, p.id
    ),
    '[]'::json
  )
  from (
    select w.id, w.title, w.updated_at, w.position
    from portfolio_works w
    where w.teacher_id = ${teachers.id} and w.visibility = 'public' and w.hidden_at is null
    order by w.position, w.id
    limit ${sql.raw(String(PORTFOLIO_CARD_PREVIEW))}
  ) p
)`;

/** One teacher's preview, read as the directory reads it (GET /api/teachers/{id} answers what its card shows). */
export async function portfolioPreviewOf(db: DbOrTx, teacherId: number): Promise<PortfolioPreview> {
  const result = await db.execute<{ preview: PortfolioPreview }>(
    sql`select ${portfolioPreviewColumn} as preview from ${teachers} where ${teachers.id} = ${teacherId}`,
  );
  return (result.rows[0]?.preview as PortfolioPreview | undefined) ?? [];
}
