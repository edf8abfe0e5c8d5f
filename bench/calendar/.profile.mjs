import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
const dir = '/work/main/bench/calendar/dist';
const server = http.createServer((req, res) => {
  const file = path.join(dir, new URL(req.url, 'http://x').pathname);
  const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
  if (!fs.existsSync(target)) {
    res.writeHead(404).end();
    return;
  }
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
  fs.createReadStream(target).pipe(res);
});
await new Promise((r) => server.listen(3311, '127.0.0.1', r));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto('http://127.0.0.1:3311/');
await page.waitForFunction(() => document.title === 'ready');
await page.evaluate(() => window.bench.render());
await page.evaluate(() => window.bench.nextWeek());
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
for (let i = 0; i < 6; i++)
  console.log(JSON.stringify(await page.evaluate(() => window.bench.nextWeek())));
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas;
const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
  self.set(k, (self.get(k) ?? 0) + t);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', total / 1000);
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log((t / 1000).toFixed(1), k);
await browser.close();
server.close();
