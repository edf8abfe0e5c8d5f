// What a list read costs the local database in Debian's Chromium, for 1,000 and 20,000 tasks
// (shared/src/sync/localCopy.ts, docs/data-layer.md):
// - "one transaction per record": the store cleared and every record written by localforage's setItem,
//   each in its own IndexedDB transaction (what every list read did before 27 Nov 2026);
// - "one sliced transaction": the same records put in one transaction, placed 500 at a time from the last
//   request's success callback (LocalStore.writeMany);
// - reading the store back at a reload: localforage's iterate (a cursor, one callback per record) against
//   getAll in one request (LocalStore.entries);
// - reading its keys, all a read that changed nothing costs: localforage's keys() (a cursor) against
//   getAllKeys (LocalStore.allKeys).
// Long tasks are the page's PerformanceObserver entries during each step.
// Usage: node bench/localcopy/run.mjs [--sizes 1000,20000]
/* global localforage, indexedDB -- page.evaluate callbacks */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const i = process.argv.indexOf('--sizes');
const sizes = (i > 0 ? process.argv[i + 1] : '1000,20000').split(',').map(Number);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  // Any http origin has IndexedDB; this one is served by Playwright itself.
  await page.route('http://localcopy.bench/**', (route) =>
    route.fulfill({
      body: '<!doctype html><title>local copy bench</title>',
      contentType: 'text/html',
    }),
  );
  await page.goto('http://localcopy.bench/');
  await page.addScriptTag({
    path: path.join(ROOT, 'node_modules/localforage/dist/localforage.min.js'),
  });
  console.log(`Chromium ${browser.version()}`);
  console.log(
    '| Tasks | Write: one transaction per record | Write: one sliced transaction | Read: iterate | Read: getAll | Keys: keys() | Keys: getAllKeys |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const n of sizes) {
    const r = await page.evaluate(async (n) => {
      const name = `bench-${n}`;
      const store = localforage.createInstance({ name, storeName: 'tasks' });
      const items = Array.from({ length: n }, (_, k) => ({
        id: `t${k}`,
        title: `Task number ${k}`,
        description: '',
        priority: 'medium',
        deadline: null,
        deadlineRange: 'moreThan5Days',
        estimatedTimeRange: '15to2Hour',
        done: false,
        doneAt: null,
        createdAt: '2026-11-20T10:00:00.000Z',
        lastUpdated: 1,
      }));
      await store.ready();
      const step = async (run) => {
        let long = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) long += entry.duration;
        });
        observer.observe({ type: 'longtask' });
        const start = performance.now();
        await run();
        const ms = performance.now() - start;
        await new Promise((resolve) => setTimeout(resolve, 50));
        observer.disconnect();
        return { ms: Math.round(ms), long: Math.round(long) };
      };
      const perRecord = await step(async () => {
        await store.clear();
        await Promise.all(items.map((item) => store.setItem(item.id, item)));
      });
      const sliced = await step(
        () =>
          new Promise((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onsuccess = () => {
              const db = open.result;
              const tx = db.transaction('tasks', 'readwrite');
              const objects = tx.objectStore('tasks');
              objects.clear();
              let done = 0;
              const slice = () => {
                let last = null;
                for (const end = Math.min(done + 500, items.length); done < end; done++)
                  last = objects.put(items[done], items[done].id);
                if (done < items.length && last) last.onsuccess = slice;
              };
              slice();
              tx.oncomplete = () => {
                db.close();
                resolve();
              };
              tx.onabort = () => reject(tx.error);
            };
            open.onerror = () => reject(open.error);
          }),
      );
      const counts = [];
      const direct = (run) =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const db = open.result;
            const request = run(db.transaction('tasks', 'readonly').objectStore('tasks'));
            request.onsuccess = () => {
              db.close();
              resolve(request.result);
            };
            request.onerror = () => reject(request.error);
          };
          open.onerror = () => reject(open.error);
        });
      const iterate = await step(async () => {
        let count = 0;
        await store.iterate(() => {
          count++;
        });
        counts.push(count);
      });
      const getAll = await step(async () => {
        counts.push((await direct((objects) => objects.getAll())).length);
      });
      const keys = await step(async () => {
        counts.push((await store.keys()).length);
      });
      const getAllKeys = await step(async () => {
        counts.push((await direct((objects) => objects.getAllKeys())).length);
      });
      if (counts.some((count) => count !== n))
        throw new Error(`expected ${n} records, read ${counts}`);
      return { perRecord, sliced, iterate, getAll, keys, getAllKeys };
    }, n);
    const cell = ({ ms, long }) => `${ms.toLocaleString('en')} ms (long tasks ${long} ms)`;
    const cells = [r.perRecord, r.sliced, r.iterate, r.getAll, r.keys, r.getAllKeys].map(cell);
    console.log(`| ${n.toLocaleString('en')} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
}
