import {chromium} from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const u of process.argv.slice(2)) {
  const p = await b.newPage();
  const logs = [];
  p.on('console', (m) => logs.push(`${m.type()}: ${m.text().slice(0, 160)}`));
  p.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 160)}`));
  p.on('dialog', (d) => {
    logs.push(`DIALOG ${d.message()}`);
    d.dismiss();
  });
  const r = await p.goto('http://127.0.0.1:8095' + u).catch((e) => ({status: () => e.message}));
  await p.waitForTimeout(1500);
  const h1 = await p.locator('h1').allTextContents();
  console.log(u.slice(0, 80), r.status(), JSON.stringify(h1), logs.join(' | '));
  await p.close();
}
await b.close();
