import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://127.0.0.1:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
const page = await context.newPage();
async function login(email, password) {
  await page.goto(base + '/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByText('Login successful', { exact: true }).first().waitFor();
  await page.waitForTimeout(500);
}
async function scan(label) {
  await page.waitForTimeout(900);
  const r = await new AxeBuilder({ page }).analyze();
  for (const v of r.violations) console.log(label, v.id, v.impact, v.nodes.length, v.nodes.slice(0,3).map(n => n.target.join(' ')).join(' | '));
  console.log(label, 'violations:', r.violations.length);
}
await login('staff@demo.school', 'demo-staff-2026');
await page.goto(base + '/admin/teachers'); await scan('list');
await page.getByRole('button', { name: 'Nuevo Profesor' }).click(); await scan('create-personal');
await page.getByRole('dialog').getByRole('tab', { name: 'Información Académica' }).click(); await scan('create-academic');
await page.getByRole('dialog').getByRole('tab', { name: 'Datos Financieros' }).click(); await scan('create-financial');
await page.keyboard.press('Escape');
await page.getByRole('button', { name: /^Eliminar / }).first().click(); await scan('delete');
await page.keyboard.press('Escape');
await page.getByRole('article').first().getByRole('link').click(); await scan('detail');
await page.getByRole('tab', { name: 'Financiero' }).click(); await scan('detail-fin');
await page.goto(base + '/trombinoscopio'); await scan('tromb');
await page.getByRole('article').first().getByRole('button').click(); await scan('tromb-dialog');
await page.evaluate(() => localStorage.clear());
await login('teacher@demo.school', 'demo-teacher-2026'); await scan('dashboard');
await page.goto(base + '/teacher/profile'); await scan('profile');
await browser.close();
