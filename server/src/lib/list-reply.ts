import type { FastifyReply } from 'fastify';
import { LIST_HEADERS } from '@contracts/lists';
import type { ListPage } from './list-page';

/** Puts a page's total and next cursor in the list headers and answers its rows as presented. */
export function replyWithPage<Row, Shown>(reply: FastifyReply, page: ListPage<Row>, present: (row: Row) => Shown): Shown[] {
  if (page.total !== undefined) reply.header(LIST_HEADERS.total, page.total);
  if (page.totalCapped) reply.header(LIST_HEADERS.totalCapped, 'true');
  if (page.nextCursor) reply.header(LIST_HEADERS.nextCursor, page.nextCursor);
  return page.rows.map(present);
}
