import { sql } from 'drizzle-orm';
import { EXPERTISE_AREA_CODES } from '../../contracts/catalogues/expertise-areas';
import { connectDatabase } from '../../server/src/db/client';
import { runMigrations } from '../../server/src/db/migrate';
import { hashPassword } from '../../server/src/modules/auth/password';

/** Migrates the database at `url` and adds teachers (and their users) numbered `from`..`to` in one statement. */
export async function seedBenchTeachers(url: string, to: number, from = 1): Promise<void> {
  const { db, pool } = connectDatabase(url, 2);
  await runMigrations(db);
  const hash = await hashPassword('bench-teacher-password');
  const n = EXPERTISE_AREA_CODES.length;
  const areas = sql.raw(`array[${EXPERTISE_AREA_CODES.map((code) => `'${code}'`).join(',')}]`);
  const started = Date.now();
  await db.execute(sql`
    with first_names as (select array['Ana','Luis','María','José','Sofía','Carlos','Lucía','Diego','Valeria','Javier','Camila','Andrés'] as v),
         last_names as (select array['García','López','Pérez','Torres','Flores','Rivera','Gómez','Díaz','Cruz','Morales','Reyes','Castillo'] as v),
         new_users as (
           insert into users (email, username, password, role)
           select 'bench.teacher.' || n || '@school.test', 'bench.teacher.' || n, ${hash}, 'teacher'
           from generate_series(${from}::int, ${to}::int) as n
           returning id, email
         )
    insert into teachers (user_id, full_name, email, teacher_code, phone, start_year, experience_years, expertise_areas, countries, bio)
    select u.id,
           (select v[1 + (u.id * 7) % 12] from first_names) || ' ' || (select v[1 + (u.id * 5) % 12] from last_names) || ' ' || (select v[1 + (u.id * 11) % 12] from last_names) || ' ' || u.id,
           u.email,
           'B' || lpad(u.id::text, 6, '0'),
           '+502 ' || (2000 + u.id % 7000) || '-' || lpad((u.id % 10000)::text, 4, '0'),
           2000 + u.id % 26,
           1 + u.id % 30,
           -- Two different areas, as the API allows: the second is 1 to n-1 places after the first.
           jsonb_build_array((${areas})[1 + u.id % ${n}], (${areas})[1 + (u.id + 1 + (u.id * 2) % ${n - 1}) % ${n}]),
           jsonb_build_array('GT', 'MX'),
           'Docente de la escuela.'
    from new_users u`);
  await db.execute(sql`vacuum analyze teachers`);
  await db.execute(sql`analyze`);
  console.log(`Seeded teachers ${from}–${to} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  await pool.end();
}
