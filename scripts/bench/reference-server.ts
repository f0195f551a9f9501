/**
 * The benchmark's reference: a minimal hand-written Fastify + pg handler doing the staff teacher list's
 * job — the same session check, the same page and total queries, the same bytes — with nothing else.
 * Usage (spawned by bench-teachers): DATABASE_URL=… PORT=… node --import tsx scripts/bench/reference-server.ts
 */
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

interface TeacherRecord {
  [column: string]: unknown;
  created_at: Date;
  updated_at: Date;
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

/** Column → answer field, in the order the product's TeacherSchema writes them. */
const FIELDS = [
  'id',
  'user_id',
  'full_name',
  'email',
  'role',
  'teacher_code',
  'phone',
  'start_year',
  'experience_years',
  'birthdate',
  'academic_titles',
  'academic_title_descriptions',
  'expertise_areas',
  'esarte_alumni',
  'is_active',
  'countries',
  'bank_account',
  'account_type',
  'bank_name',
  'account_name',
  'bio',
  'profile_photo',
  'social_media',
] as const;

function present(row: TeacherRecord): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of FIELDS) shown[field] = row[field];
  shown.created_at = row.created_at.toISOString();
  shown.updated_at = row.updated_at.toISOString();
  // What staff may do with each row, as the product's list says it (teacher.policy.ts teacherAbilities).
  shown.can = { edit: true, delete: true };
  return shown;
}

pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

app.get<{ Querystring: { limit?: string; cursor?: string } }>('/reference/staff/teachers', async (request, reply) => {
  const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const session = await pool.query(
    `select u.role from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() limit 1`,
    [crypto.createHash('sha256').update(token).digest('hex')],
  );
  if (session.rowCount === 0) return reply.status(401).send({ message: 'Authentication required' });
  if (session.rows[0].role !== 'staff') return reply.status(403).send({ message: 'Forbidden' });
  const limit = Number(request.query.limit ?? 50);
  const after = request.query.cursor
    ? (JSON.parse(Buffer.from(request.query.cursor, 'base64url').toString()) as [string, number])
    : undefined;
  const page = after
    ? await pool.query<TeacherRecord>(
        'select * from teachers where (full_name, id) > ($1, $2) order by full_name, id limit $3',
        [after[0], after[1], limit + 1],
      )
    : await pool.query<TeacherRecord>('select * from teachers order by full_name, id limit $1', [limit + 1]);
  const rows = page.rows.slice(0, limit);
  if (!after) {
    const total = await pool.query<{ row_count: string }>(
      "select row_count from row_counts where table_name = 'teachers'",
    );
    reply.header('x-total-count', total.rows[0]?.row_count ?? '0');
  }
  const last = rows.at(-1);
  if (page.rows.length > limit && last)
    reply.header('x-next-cursor', Buffer.from(JSON.stringify([last.full_name, last.id])).toString('base64url'));
  reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify(rows.map(present));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
