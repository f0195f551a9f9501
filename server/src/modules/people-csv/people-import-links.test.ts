import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '@contracts/people-import';
import { STUDENT_CSV_COLUMNS } from '@contracts/people-csv';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { multipart } from '../../../test/multipart';

let context: TestContext;
let staff: TestUser;

beforeAll(async () => {
  context = await buildTestApp({ accounts: { publicUrl: 'https://faculty.example' } });
  staff = await signInAs(context, 'staff');
});

describe('the one-time links of an import', () => {
  it('are built on PUBLIC_URL, whatever Host, X-Forwarded-Host or Origin the request carries', async () => {
    const csv = [STUDENT_CSV_COLUMNS.join(';'), 'Host Malo;HOST-1;host.malo@alumnos.test;;;;;'].join('\n');
    const body = multipart({}, [{ filename: 'personas.csv', content: Buffer.from(csv), contentType: 'text/csv' }]);
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      origin: 'http://evil.example',
    };
    const preview = await context.app.inject({
      method: 'POST',
      url: '/api/staff/import/students/preview',
      payload: body.payload,
      headers: { ...body.headers, ...staff.auth, ...forged },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json<ImportPreview>();
    const confirmed = await context.app.inject({
      method: 'POST',
      url: `/api/staff/import/${plan.import_id}/confirm`,
      headers: { ...staff.auth, ...forged },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [link] = confirmed.json<ImportResult>().password_links;
    expect(link!.link).toMatch(/^https:\/\/faculty\.example\/set-password\?token=[\w-]{40,}$/);
    expect(confirmed.body).not.toContain('evil.example');
  });
});
