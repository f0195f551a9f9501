import crypto from 'node:crypto';

/**
 * Records the fuzzer makes (as staff) for its changing requests to land on: a teacher and a course whose ids
 * PUT and PATCH requests may name, so that odd but valid bodies reach the database's UPDATEs. Never its own
 * accounts (a new password would sign one out), never anyone else's records, never in a DELETE.
 */
export async function prepareTargets(baseUrl: string, staffToken: string): Promise<Record<string, string>> {
  const tag = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const create = async (path: string, body: object) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return String((JSON.parse(text) as { id: number }).id);
  };
  const teacherId = await create('/api/staff/teachers', {
    full_name: `Fuzz target ${tag}`,
    email: `fuzz-target-${tag}@school.test`,
    password: `fuzz-target-${tag}`,
  });
  const courseId = await create('/api/courses', {
    name: `Fuzz target ${tag}`,
    course_code: `FUZZ-${tag}`,
    duration_type: ['free'],
  });
  return { '/api/staff/teachers/{id}': teacherId, '/api/courses/{id}': courseId };
}
