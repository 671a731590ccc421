'use strict';
// The replay viewer in a real browser (issue 33 §2, docs/web.md#the-replay-viewer): headless
// Debian chromium driven by playwright-core (no browser download, a fresh profile).
//
//   node viewer_test.js BM VIEWER_PAGE WORKDIR [--screenshots DIR]
//
// BM: the bm executable; VIEWER_PAGE: build-wasm/viewer/bm-viewer.html (the wasm build).
// A real 4-player Super game from `bm play`, and a copy with a wrong damage event planted late.
// Expected values come from the logs themselves, from `bm replay --json`'s verdict and from
// `bm rules explain --json`, never from the page. The divergent log opens at its divergence:
// the page must show the line, both values side by side, the card the event is about, in the
// dungeon it is in, and each rule with the reference's text; stepping (keys, buttons, slider)
// must move and come back. The whole valid game is stepped through with → to its last step,
// whose scores must be the log's result line. The file picker loads a log too.
// --screenshots DIR writes viewer-divergence.png and viewer-game.png (docs/figures/).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const [BM, PAGE, WORK] = process.argv.slice(2);
const shotsAt = process.argv.indexOf('--screenshots');
const SHOTS = shotsAt > 0 ? process.argv[shotsAt + 1] : null;
if (!BM || !PAGE || !WORK) {
  console.error('usage: node viewer_test.js BM VIEWER_PAGE WORKDIR [--screenshots DIR]');
  process.exit(2);
}
const CHROMIUM = process.env.BM_CHROMIUM || '/usr/bin/chromium';
fs.rmSync(WORK, { recursive: true, force: true });
fs.mkdirSync(WORK, { recursive: true });
let failures = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures++;
}
const bm = (...args) => spawnSync(BM, args, { cwd: WORK, encoding: 'utf8', maxBuffer: 1 << 28 });
const readLines = (f) => fs.readFileSync(path.join(WORK, f), 'utf8').split('\n').filter((l) => l.length);

// 1. A real 4-player Super game, and a copy with the last damage event's amount changed.
let r = bm('play', '--rules', 'super', '--players', '4', '--seed', '11', '--out', 'game.jsonl');
if (r.status !== 0) throw new Error(`bm play failed: ${r.stderr}`);
const lines = readLines('game.jsonl');
const result = JSON.parse(lines[lines.length - 1]);
if (result.type !== 'result') throw new Error('game.jsonl has no result line');
let planted = -1, original = null;
for (let k = lines.length - 1; k > 0 && planted < 0; --k) {
  const j = JSON.parse(lines[k]);
  if (j.type !== 'action' || j.round < 8) continue;
  const e = j.events.find((x) => x.e === 'damage');
  if (!e) continue;
  original = { ...e };
  e.amount += 3;
  e.total += 3;
  lines[k] = JSON.stringify(j);
  planted = k + 1; // 1-based log line
}
if (planted < 0) throw new Error('no damage event to plant a wrong value in');
fs.writeFileSync(path.join(WORK, 'divergent.jsonl'), lines.join('\n') + '\n');

// 2. What bm itself says about it.
r = bm('replay', 'divergent.jsonl', '--json');
check(r.status === 1, `bm replay finds the planted divergence (exit ${r.status})`);
const verdict = JSON.parse(r.stdout);
check(verdict.line === planted && verdict.what === 'event', `the divergence is the planted event, line ${planted}`);
const ruleTexts = {};
for (const id of verdict.rules) {
  const e = bm('rules', 'explain', id, '--json');
  ruleTexts[id] = JSON.parse(e.stdout);
}
const cardName = (id) => {
  const c = JSON.parse(bm('cards', 'list', '--json').stdout).find((x) => x.id === id);
  return c ? c.name : id;
};

// 3. The pages: bm viz --html with each log inside.
for (const [log, want] of [['divergent.jsonl', 1], ['game.jsonl', 0]]) {
  r = bm('viz', log, '--html', '-o', log.replace('.jsonl', '.html'), '--viewer', PAGE);
  check(r.status === want, `bm viz ${log} --html exits ${want} (${r.status}: ${r.stderr.trim()})`);
}

(async () => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-viewer-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1500, height: 1100 },
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const load = async (file) => {
      await page.goto('file://' + (path.isAbsolute(file) ? file : path.join(WORK, file)));
      await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
    };
    const text = (sel) => page.locator(sel).first().innerText();

    // The divergent log opens at its divergence.
    await load('divergent.html');
    check(await page.locator('#divergence').isVisible(), 'the divergence panel is shown on opening');
    const where = page.locator('#step .where');
    check(Number(await where.getAttribute('data-line')) === verdict.line, `the step shown is log line ${verdict.line}`);
    check(Number(await where.getAttribute('data-round')) === verdict.round && (await where.getAttribute('data-phase')) === verdict.phase,
      `at round ${verdict.round}, ${verdict.phase}`);
    const logSide = await text('#divergence .log-value');
    const engineSide = await text('#divergence .engine-value');
    check(JSON.parse(logSide.replace(/ \([^)]*\)/g, '')).amount === verdict.log_says.amount && verdict.log_says.amount === original.amount + 3,
      `the log's side shows its amount ${verdict.log_says.amount}`);
    check(JSON.parse(engineSide.replace(/ \([^)]*\)/g, '')).amount === verdict.engine_says.amount && verdict.engine_says.amount === original.amount,
      `the engine's side shows its amount ${verdict.engine_says.amount}`);
    for (const field of ['amount', 'total']) {
      const row = page.locator(`#divergence tr.differs[data-field="${field}"]`);
      check((await row.count()) === 1 && (await row.locator('.log-field').innerText()) === `${field}: ${verdict.log_says[field]}` &&
        (await row.locator('.engine-field').innerText()) === `${field}: ${verdict.engine_says[field]}`,
      `the differing field ${field}: ${verdict.log_says[field]} beside ${verdict.engine_says[field]}`);
    }
    const card = verdict.log_says.card;
    check(logSide.includes(`"${card}" (${cardName(card)})`), `the card ${card} is named: ${cardName(card)}`);
    // The damage is a hero's (the event's card) in a room of the event player's dungeon: the
    // room the hero last entered before it, in the same logged line.
    const seat = verdict.log_says.player;
    const loggedEvents = JSON.parse(lines[planted - 1]).events;
    const at = loggedEvents.findIndex((e) => e.e === 'damage' && e.card === card && e.amount === verdict.log_says.amount);
    const entered = loggedEvents.slice(0, at).filter((e) => e.e === 'enters_room' && e.card === card).pop();
    check(entered && (await page.locator(`.player[data-seat="${seat}"] .dungeon .card[data-id="${entered.room}"]`).count()) >= 1,
      `the room ${entered && entered.room} (${entered && cardName(entered.room)}) that dealt it is in P${seat}'s dungeon on the page`);
    const rows = await page.locator('#events li').allInnerTexts();
    check(rows.some((t) => t.startsWith(`${cardName(card)} in P${seat}: ${cardName(entered.room)}`)),
      `the step's events in words tell ${cardName(card)}'s run in P${seat}`);
    for (const id of verdict.rules) {
      const rule = page.locator(`#divergence .rule[data-rule="${id}"]`);
      check((await rule.count()) === 1 && (await rule.locator('.rule-statement').innerText()) === ruleTexts[id].statement.trim() &&
        (await rule.locator('.rule-title').innerText()) === ruleTexts[id].title,
      `rule ${id} with its text from the rules reference`);
    }
    check((await text('#divergence .message')) === verdict.message, 'the replayer\'s message');
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'viewer-divergence.png'), fullPage: true });

    // Stepping: ← goes back one action, the divergence panel goes; the button comes back.
    await page.keyboard.press('ArrowLeft');
    check(Number(await where.getAttribute('data-line')) < verdict.line && !(await page.locator('#divergence').isVisible()),
      '← steps back before the divergence');
    await page.click('#jump-divergence');
    check(Number(await where.getAttribute('data-line')) === verdict.line && (await page.locator('#divergence').isVisible()),
      '"jump to the divergence" comes back to it');
    await page.locator('#slider').fill('0');
    check(Number(await where.getAttribute('data-index')) === -1, 'the slider goes to the setup');
    await page.click('#next-round');
    check(Number(await where.getAttribute('data-round')) === 1, '"next round" goes to round 1');

    // The whole valid game, stepped through with → to the end: the result line's scores.
    await load('game.html');
    check(!(await page.locator('#divergence').isVisible()), 'the valid game has no divergence');
    const actions = lines.filter((l) => JSON.parse(l).type === 'action').length;
    for (let k = 0; k < actions; ++k) await page.keyboard.press('ArrowRight');
    check(Number(await where.getAttribute('data-index')) === result.actions - 1, `→ reaches the last action, ${result.actions - 1}`);
    await page.keyboard.press('ArrowRight'); // past the end: stays
    check(Number(await where.getAttribute('data-index')) === result.actions - 1, '→ at the end stays there');
    for (const s of result.scores) {
      const li = page.locator(`#result .scores li[data-seat="${s.player}"]`);
      check(Number(await li.getAttribute('data-souls')) === s.souls && Number(await li.getAttribute('data-wounds')) === s.wounds,
        `P${s.player}'s final score ${s.souls} souls, ${s.wounds} wounds`);
      const box = page.locator(`.player[data-seat="${s.player}"]`);
      check(Number(await box.locator('.souls').getAttribute('data-value')) === s.souls &&
        Number(await box.locator('.wounds').getAttribute('data-value')) === s.wounds, `P${s.player}'s box agrees`);
    }
    check((await text('#result h2')).includes(`winner P${result.winner}`), `winner P${result.winner}`);
    if (SHOTS) {
      await page.locator('#slider').fill(String(Math.floor(actions * 0.6)));
      await page.screenshot({ path: path.join(SHOTS, 'viewer-game.png'), fullPage: true });
    }

    // The file picker: the plain page opens a log chosen by a person.
    await load(path.resolve(PAGE));
    await page.setInputFiles('#file', path.join(WORK, 'divergent.jsonl'));
    await page.waitForSelector('#divergence:not([hidden])', { timeout: 30000 });
    check(Number(await where.getAttribute('data-line')) === verdict.line, 'a log opened with the file picker opens at its divergence');
    // Drag and drop: a log file dropped anywhere on the page opens too (the valid game: no divergence).
    await page.evaluate((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'dropped.jsonl', { type: 'application/json' }));
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, fs.readFileSync(path.join(WORK, 'game.jsonl'), 'utf8'));
    await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('dropped.jsonl: verified'), null, { timeout: 30000 });
    check(Number(await where.getAttribute('data-index')) === -1 && !(await page.locator('#divergence').isVisible()),
      'a dropped log opens at its setup');
    check(errors.length === 0, `no page errors${errors.length ? ': ' + errors.join('; ') : ''}`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  console.log(failures ? `${failures} check(s) failed` : 'all checks passed');
  process.exit(failures ? 1 : 0);
})().catch((e) => {
  console.error(e);
  process.exit(3);
});
