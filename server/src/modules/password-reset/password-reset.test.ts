import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@contracts/password-reset';
import { activities, passwordSetTokens, sessions, users } from '../../db/schema/index';
import { createMailer } from '../../mail/mailer';
import { buildTestApp, signInAs, type TestContext } from '../../../test/build-app';
import { startTestSmtpServer } from '../../../test/smtp';
import { startJobWorkers } from '../../jobs/workers';
import { asDeclared } from '@contracts/i18n/texts';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  context = await buildTestApp({
    accounts: {
      publicUrl: 'https://faculty.example',
      mailer: createMailer({ smtpUrl: smtp.url, from: 'Esarte <no-reply@faculty.example>', log: () => undefined }),
    },
  });
  await startJobWorkers(context.app, { pollingIntervalSeconds: 0.5 });
});

let asks = 0;
/** Each ask from an address of its own unless told (the per-address limit is tested on its own). */
const ask = (email: string, remoteAddress = `10.40.${Math.floor(asks / 250)}.${(asks++ % 250) + 1}`) =>
  context.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
/** Until no reset or mail job is waiting or running: what the asks so far will send is sent. */
async function settled(): Promise<void> {
  for (;;) {
    const [row] = (
      await context.db.execute(
        sql`select count(*)::int as n from pgboss.job where name in ('password-reset', 'mail') and state in ('created', 'retry', 'active')`,
      )
    ).rows as Array<{ n: number }>;
    if (row?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const linkToken = (text: string) => /set-password\?token=([\w-]+)/.exec(text)?.[1];

describe('POST /api/auth/password-reset', () => {
  it('mails a single-use link through SMTP; the new password works and every session of the account ends', async () => {
    const teacher = await signInAs(context, 'teacher');
    const answer = await ask(teacher.email.toUpperCase());
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({
      message: asDeclared(PASSWORD_RESET_MESSAGES.sent, { minutes: PASSWORD_RESET_TTL_MINUTES }),
    });
    const mail = await smtp.next();
    expect(mail.to).toEqual([teacher.email]);
    expect(mail.subject).toBe('Elige una contraseña nueva');
    const token = linkToken(mail.text);
    expect(mail.text).toContain(`https://faculty.example/set-password?token=${token}`);
    expect(token).toMatch(/^[\w-]{40,}$/);

    const set = await context.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'a-brand-new-secret' },
    });
    expect(set.statusCode).toBe(204);
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: teacher.auth })).statusCode).toBe(401);
    const open = await context.db.select().from(sessions).where(eq(sessions.userId, teacher.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: teacher.email, password: 'a-brand-new-secret' },
      remoteAddress: '10.9.0.1',
    });
    expect(login.statusCode).toBe(200);

    const again = await context.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'another-secret' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('PASSWORD_LINK_INVALID');
  });

  it("writes the mail in the recipient's language: their choice, else the school's, whatever the asker's browser", async () => {
    const english = await signInAs(context, 'teacher');
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, english.id));
    const spanish = await signInAs(context, 'teacher');
    await context.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
    const undecided = await signInAs(context, 'teacher');
    const askIn = (email: string, acceptLanguage: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
        headers: { 'accept-language': acceptLanguage },
        remoteAddress: `10.43.0.${(asks++ % 250) + 1}`,
      });

    await askIn(english.email, 'es-ES');
    const inEnglish = await smtp.next();
    expect(inEnglish.to).toEqual([english.email]);
    expect(inEnglish.subject).toBe('Choose a new password');
    expect(inEnglish.text).toMatch(/^Hello teacher-[\w-]+,$/m);
    expect(inEnglish.text).toContain('The link works once and expires in 30 minutes.');
    expect(inEnglish.text).not.toMatch(/contraseña/);
    expect(inEnglish.html).toContain('<html lang="en">');
    expect(inEnglish.html).toContain('expires in 30 minutes');
    expect(inEnglish.html).toContain(`href="https://faculty.example/set-password?token=${linkToken(inEnglish.text)}"`);

    await askIn(spanish.email, 'en-US');
    const inSpanish = await smtp.next();
    expect(inSpanish.subject).toBe('Elige una contraseña nueva');
    expect(inSpanish.text).toMatch(/^Hola teacher-[\w-]+:$/m);
    expect(inSpanish.text).toContain('caduca en 30 minutos');
    expect(inSpanish.html).toContain('<html lang="es">');

    // No choice: the school's language (Spanish in tests), not the asker's browser.
    await askIn(undecided.email, 'en-US');
    expect((await smtp.next()).subject).toBe('Elige una contraseña nueva');
  });

  it('answers the same for an unknown email and sends nothing, writing no row', async () => {
    const before = smtp.received.length;
    const countRows = async () => ({
      links: (await context.db.select().from(passwordSetTokens)).length,
      audit: (
        await context.db.select().from(activities).where(eq(activities.activity, 'Password reset link asked for'))
      ).length,
    });
    const rowsBefore = await countRows();
    const answer = await ask('nobody-here@test.school');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({
      message: asDeclared(PASSWORD_RESET_MESSAGES.sent, { minutes: PASSWORD_RESET_TTL_MINUTES }),
    });
    await settled();
    expect(await countRows()).toEqual(rowsBefore);
    // A known account's mail, asked for after, arrives alone: nothing was queued for the unknown one.
    const student = await signInAs(context, 'student');
    await ask(student.email);
    const mail = await smtp.next();
    expect(mail.to).toEqual([student.email]);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('refuses a link older than 30 minutes', async () => {
    const staff = await signInAs(context, 'staff');
    await ask(staff.email);
    const token = linkToken((await smtp.next()).text)!;
    await context.db
      .update(passwordSetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordSetTokens.userId, staff.id));
    const set = await context.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'too-late-secret' },
    });
    expect(set.statusCode).toBe(400);
    expect(set.json().code).toBe('PASSWORD_LINK_INVALID');
  });

  it('sends at most three links an hour to one account, and a used link spends the others', async () => {
    const teacher = await signInAs(context, 'teacher');
    const tokens: string[] = [];
    for (let i = 0; i < 4; i += 1) expect((await ask(teacher.email)).statusCode).toBe(202);
    for (let i = 0; i < 3; i += 1) tokens.push(linkToken((await smtp.next()).text)!);
    await settled();
    const rows = await context.db.select().from(passwordSetTokens).where(eq(passwordSetTokens.userId, teacher.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.purpose === 'reset')).toBe(true);
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/auth/set-password',
          payload: { token: tokens[1], password: 'middle-link-secret' },
        })
      ).statusCode,
    ).toBe(204);
    const other = await context.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: tokens[2], password: 'later-link-secret' },
    });
    expect(other.statusCode).toBe(400);
    const logged = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'user'), eq(activities.entityId, teacher.id)));
    expect(logged.filter((row) => row.activity === 'Password reset link asked for')).toHaveLength(3);
  });

  it("names no actor in the audit log: the person is its subject, the requester's address is recorded", async () => {
    const victim = await signInAs(context, 'staff');
    expect((await ask(victim.email, '10.41.0.7')).statusCode).toBe(202);
    await smtp.next();
    const asByVictim = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, victim.id), eq(activities.activity, 'Password reset link asked for')));
    expect(asByVictim).toHaveLength(0);
    const [entry] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, victim.id), eq(activities.activity, 'Password reset link asked for')));
    expect(entry).toMatchObject({ userId: null, entityType: 'user', entityId: victim.id, ipAddress: '10.41.0.7' });
  });

  it('takes 5 asks in 15 minutes from one address, then answers 429 with Retry-After; signing in from that address still works', async () => {
    const person = await signInAs(context, 'teacher');
    const address = '10.42.0.1';
    for (let i = 0; i < 5; i += 1) expect((await ask(`someone-${i}@test.school`, address)).statusCode).toBe(202);
    const refused = await ask(person.email, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Demasiadas solicitudes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
      remoteAddress: address,
    });
    expect(login.statusCode).toBe(200);
    // Another address is not refused.
    expect((await ask(person.email, '10.42.0.2')).statusCode).toBe(202);
    await settled();
    const links = await context.db.select().from(passwordSetTokens).where(eq(passwordSetTokens.userId, person.id));
    expect(links).toHaveLength(1);
    await smtp.next();
  });

  it('answers 400 in plain words for a malformed email', async () => {
    const answer = await ask('not-an-email');
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('Por favor ingresa un correo electrónico válido.');
  });
});
