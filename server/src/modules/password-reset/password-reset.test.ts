import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@contracts/password-reset';
import { activities, passwordSetTokens, sessions } from '../../db/schema/index';
import { createMailer } from '../../mail/mailer';
import { buildTestApp, signInAs, type TestContext } from '../../../test/build-app';
import { startTestSmtpServer } from '../../../test/smtp';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  context = await buildTestApp({
    accounts: { publicUrl: 'https://faculty.example', mailer: createMailer({ smtpUrl: smtp.url, from: 'Esarte <no-reply@faculty.example>', log: () => undefined }) },
  });
});

const ask = (email: string) => context.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const linkToken = (text: string) => /set-password\?token=([\w-]+)/.exec(text)?.[1];

describe('POST /api/auth/password-reset', () => {
  it('mails a single-use link through SMTP; the new password works and every session of the account ends', async () => {
    const teacher = await signInAs(context, 'teacher');
    const answer = await ask(teacher.email.toUpperCase());
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    const mail = await smtp.next();
    expect(mail.to).toEqual([teacher.email]);
    expect(mail.subject).toBe(PASSWORD_RESET_MESSAGES.subject);
    const token = linkToken(mail.text);
    expect(mail.text).toContain(`https://faculty.example/set-password?token=${token}`);
    expect(token).toMatch(/^[\w-]{40,}$/);

    const set = await context.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password: 'a-brand-new-secret' } });
    expect(set.statusCode).toBe(204);
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: teacher.auth })).statusCode).toBe(401);
    const open = await context.db.select().from(sessions).where(eq(sessions.userId, teacher.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    const login = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: teacher.email, password: 'a-brand-new-secret' }, remoteAddress: '10.9.0.1' });
    expect(login.statusCode).toBe(200);

    const again = await context.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password: 'another-secret' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('PASSWORD_LINK_INVALID');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.received.length;
    const answer = await ask('nobody-here@test.school');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
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
    await context.db.update(passwordSetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordSetTokens.userId, staff.id));
    const set = await context.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password: 'too-late-secret' } });
    expect(set.statusCode).toBe(400);
    expect(set.json().code).toBe('PASSWORD_LINK_INVALID');
  });

  it('sends at most three links an hour to one account, and a used link spends the others', async () => {
    const teacher = await signInAs(context, 'teacher');
    const tokens: string[] = [];
    for (let i = 0; i < 4; i += 1) expect((await ask(teacher.email)).statusCode).toBe(202);
    for (let i = 0; i < 3; i += 1) tokens.push(linkToken((await smtp.next()).text)!);
    const rows = await context.db.select().from(passwordSetTokens).where(eq(passwordSetTokens.userId, teacher.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.purpose === 'reset')).toBe(true);
    expect((await context.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token: tokens[1], password: 'middle-link-secret' } })).statusCode).toBe(204);
    const other = await context.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token: tokens[2], password: 'later-link-secret' } });
    expect(other.statusCode).toBe(400);
    const logged = await context.db.select().from(activities).where(eq(activities.userId, teacher.id));
    expect(logged.filter((row) => row.activity === 'Asked for a password reset link')).toHaveLength(3);
  });

  it('answers 400 in plain words for a malformed email', async () => {
    const answer = await ask('not-an-email');
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('Por favor ingresa un correo electrónico válido.');
  });
});
