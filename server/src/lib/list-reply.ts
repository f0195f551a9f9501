import type { FastifyReply } from 'fastify';
import { LIST_HEADERS } from '@contracts/lists';
import type { ListPage } from './list-page';
import type { JsonPage } from './list-json';

/** Puts a page's total and next cursor in the list headers and answers its rows as presented. */
export function replyWithPage<Row, Shown>(
  reply: FastifyReply,
  page: ListPage<Row>,
  present: (row: Row) => Shown,
): Shown[] {
  pageHeaders(reply, page);
  return page.rows.map(present);
}

/** The same for a list read by keysetJsonList: its JSON array, written or streamed by the plan, sent as it is. */
export function replyWithJsonPage(reply: FastifyReply, page: JsonPage): FastifyReply {
  pageHeaders(reply, page);
  // A string or a stream with a JSON content type is sent as it is, past the response serializer the plan stands in for.
  return reply.type('application/json; charset=utf-8').send(page.body);
}

function pageHeaders(reply: FastifyReply, page: Omit<ListPage<unknown>, 'rows'>): void {
  if (page.total !== undefined) reply.header(LIST_HEADERS.total, page.total);
  if (page.totalCapped) reply.header(LIST_HEADERS.totalCapped, 'true');
  if (page.nextCursor) reply.header(LIST_HEADERS.nextCursor, page.nextCursor);
}
