'use strict';
// The replay viewer in a real browser (docs/web.md#the-replay-viewer): headless
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

// A copy whose late `choose` names a seat the game does not have (refused: the log's action is
// not among the legal ones), a copy cut short mid-game (incomplete), and a log that is not one.
const illegal = lines.slice();
let illegalLine = -1;
for (let k = lines.length - 1; k > 0 && illegalLine < 0; --k) {
  const j = JSON.parse(lines[k]);
  if (j.type !== 'action' || j.action.type !== 'choose' || j.action.target_player === undefined) continue;
  j.action.target_player = 5; // seats 0..3: no such seat
  illegal[k] = JSON.stringify(j);
  illegalLine = k + 1;
}
if (illegalLine < 0) throw new Error('no choose action to make illegal');
fs.writeFileSync(path.join(WORK, 'illegal.jsonl'), illegal.join('\n') + '\n');
fs.writeFileSync(path.join(WORK, 'short.jsonl'), lines.slice(0, 60).join('\n') + '\n');
fs.writeFileSync(path.join(WORK, 'junk.jsonl'), '{"type":"header","format":"bm-log"}\n');

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

const verdictOf = (log) => JSON.parse(bm('replay', log, '--json').stdout);
const illegalVerdict = verdictOf('illegal.jsonl');
check(illegalVerdict.what === 'illegal_action' && illegalVerdict.line === illegalLine, `the changed choose is refused at line ${illegalLine}`);
const junkVerdict = verdictOf('junk.jsonl');
// The log cut short: bm replay says incomplete (exit 1), with the sentence the page must show.
r = bm('replay', 'short.jsonl', '--json');
const shortVerdict = JSON.parse(r.stdout);
check(r.status === 1 && shortVerdict.kind === 'incomplete' && shortVerdict.message.includes('incomplete log: it ends at line 60'),
  `bm replay calls the short log incomplete (exit ${r.status}): ${shortVerdict.message}`);
// The minimized divergent log, whose header maps its actions to the divergent log's.
r = bm('replay', 'divergent.jsonl', '--minimize', '-o', 'small.jsonl');
check(r.status === 1, `bm replay --minimize (exit ${r.status})`);
const smallVerdict = verdictOf('small.jsonl');

// 3. The pages: bm viz --html with each log inside.
for (const [log, want] of [['divergent.jsonl', 1], ['game.jsonl', 0], ['illegal.jsonl', 1], ['short.jsonl', 1],
  ['junk.jsonl', 2], ['small.jsonl', 1]]) {
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
    viewport: { width: 1366, height: 768 },
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const load = async (file, hash) => {
      await page.goto('about:blank');
      await page.goto('file://' + (path.isAbsolute(file) ? file : path.join(WORK, file)) + (hash || ''));
      await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
    };
    const text = (sel) => page.locator(sel).first().innerText();
    // Inside the 1366x768 window as it is, without scrolling the page.
    const inView = async (sel) => {
      const b = await page.locator(sel).first().boundingBox();
      return !!b && b.y >= 0 && b.x >= 0 && b.y + Math.min(b.height, 40) <= 768 && b.x + b.width <= 1366;
    };
    // No literal null or undefined anywhere a person reads.
    const noNull = async (what) => {
      const t = await page.evaluate(() => document.body.innerText);
      const m = /\b(null|undefined|NaN)\b/.exec(t);
      check(!m, `${what}: no literal ${m ? m[1] : 'null'} on the page${m ? ': …' + t.slice(Math.max(0, m.index - 60), m.index + 20) + '…' : ''}`);
    };
    // The framed player and the listed legal actions are one decision, and the log's action is
    // marked in the list: the seat that decided the logged action (its line's player).
    const oneDecision = async (what, seat) => {
      const framed = await page.locator('.player.deciding').evaluateAll((xs) => xs.map((x) => Number(x.dataset.seat)));
      const heading = await text('#legal h2');
      const ok = framed.length === 1 && framed[0] === seat && heading.startsWith(`Legal actions offered to P${seat}: `);
      check(ok, `${what}: P${seat} framed and the legal actions offered to P${seat} (framed ${framed}, "${heading}")`);
    };

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
    // The divergence in words and framed on the board, both in view on a 1366x768 screen.
    const about = await page.locator('#divergence .about li').allInnerTexts();
    check(about.some((t) => t === `card: hero ${cardName(card)} (${card}) in P${seat}'s dungeon`) &&
      about.some((t) => t === `room ${cardName(entered.room)} (${entered.room}) in P${seat}'s dungeon`),
    `the panel names the hero ${cardName(card)} and the room ${cardName(entered.room)} in words: ${about.join(' | ')}`);
    const framedRoom = `.player[data-seat="${seat}"] .card.in-divergence[data-id="${entered.room}"]`;
    check((await page.locator(framedRoom).count()) === 1, `the room ${entered.room} is framed in P${seat}'s dungeon`);
    check(await inView('#divergence h2') && await inView('#divergence .message') && await inView(framedRoom),
      'at 1366x768 the divergence panel and the framed room are both in view without scrolling');
    const logged = JSON.parse(lines[planted - 1]);
    await oneDecision('at the divergence', logged.player);
    check((await page.locator('#legal li.chosen').count()) === 1, 'at the divergence the log\'s action is marked among the legal ones');
    check((await text('#position')).startsWith(`action ${verdict.action_index} `) &&
      (await text('#step .where')).startsWith(`action ${verdict.action_index} · round ${verdict.round}`) &&
      (await text('#step .where')).includes(`(log line ${verdict.line})`),
    `one numbering: action ${verdict.action_index}, the log line beside it`);
    check(page.url().endsWith(`#action=${verdict.action_index}`), `the address links to the action: ${page.url()}`);
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
    await noNull('the divergent log\'s setup');
    check((await page.locator('.player.deciding').count()) === 0 && (await text('#legal li')) === 'the setup: no decision yet',
      'the setup frames no player and lists no decision');
    await page.click('#next-round');
    check(Number(await where.getAttribute('data-round')) === 1, '"next round" goes to round 1');

    // The whole valid game, stepped through with → to the end: the result line's scores.
    await load('game.html');
    check(!(await page.locator('#divergence').isVisible()), 'the valid game has no divergence');
    const actions = lines.filter((l) => JSON.parse(l).type === 'action').length;
    await noNull('the valid game\'s setup');
    const actionLines = lines.map((l) => JSON.parse(l)).filter((j) => j.type === 'action');
    let mismatched = 0, unmarked = 0;
    for (let k = 0; k < actions; ++k) {
      await page.keyboard.press('ArrowRight');
      if (k % 7 !== 0 && k !== actions - 1) continue; // every 7th step: the same decision framed and listed
      const framed = await page.locator('.player.deciding').evaluateAll((xs) => xs.map((x) => Number(x.dataset.seat)));
      if (framed.length !== 1 || framed[0] !== actionLines[k].player ||
        !(await text('#legal h2')).startsWith(`Legal actions offered to P${actionLines[k].player}: `)) mismatched++;
      if ((await page.locator('#legal li.chosen').count()) !== 1) unmarked++;
    }
    check(mismatched === 0, `at every step checked, the framed player is the one whose legal actions are listed, who decided the logged action (${mismatched} differ)`);
    check(unmarked === 0, `at every step checked, the log's action is marked among the legal actions (${unmarked} not)`);
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
    // Why that player won: every player's souls - wounds from the result line, the winner's row
    // marked, and the deciding step named with the winner (the replay's end_decision).
    for (const s of result.scores) {
      const row = page.locator(`#result .standings tr[data-seat="${s.player}"]`);
      check(Number(await row.getAttribute('data-score')) === s.souls - s.wounds,
        `the end decision lists P${s.player} at ${s.souls} - ${s.wounds} = ${s.souls - s.wounds}`);
      const marked = ((await row.getAttribute('class')) || '').split(' ').includes('winner');
      check(marked === (s.player === result.winner), `P${s.player}'s row is ${s.player === result.winner ? '' : 'not '}marked the winner`);
    }
    const decided = await text('#result .decided-by');
    check(decided.startsWith('Decided by ') && decided.includes(`P${result.winner}`), `the deciding step names the winner: "${decided}"`);
    const gameEnd = verdictOf('game.jsonl').end_decision;
    check(gameEnd && decided.endsWith(gameEnd.text), `the deciding sentence is bm replay's own: "${gameEnd && gameEnd.text}"`);
    check(gameEnd && (await text('#result .end-decision h3')) === `Why: ${gameEnd.rules.join(' ')}`,
      `the end decision cites bm replay's end rules (${gameEnd && gameEnd.rules.join(' ')})`);
    if (SHOTS) {
      await page.locator('#slider').fill(String(Math.floor(actions * 0.6)));
      await page.screenshot({ path: path.join(SHOTS, 'viewer-game.png'), fullPage: true });
    }

    // A link to an action: page.html#action=N opens there, and stepping keeps the address.
    await load('game.html', '#action=50');
    check(Number(await where.getAttribute('data-index')) === 50, '#action=50 opens at action 50');
    await page.keyboard.press('ArrowRight');
    check(page.url().endsWith('#action=51'), `→ updates the link: ${page.url()}`);
    await page.evaluate(() => { location.hash = '#action=setup'; });
    await page.waitForFunction(() => document.querySelector('#step .where').dataset.index === '-1', null, { timeout: 5000 });
    check(true, '#action=setup goes to the setup');

    // A refused action: the decision it was tried at, the log's action said absent from the list.
    await load('illegal.html');
    check(Number(await where.getAttribute('data-line')) === illegalLine - 1, 'the refused log opens at the step before the refused action');
    await oneDecision('at the refused action', illegalVerdict.player);
    check((await page.locator('#legal li.chosen').count()) === 0 &&
      (await text('#legal li.absent')).startsWith('the log\'s action {') && (await text('#legal li.absent')).includes('"target_player": 5'),
    `the log's action is said to be absent from the legal actions: ${await text('#legal li.absent')}`);
    await page.locator('#slider').fill('0');
    await noNull('the refused log\'s setup');

    // A log that stops mid-game: incomplete, as bm validate says.
    await load('short.html');
    check((await text('#status')).includes('incomplete') && (await text('#divergence h2')).startsWith('Incomplete log'),
      `the short log is incomplete: ${await text('#status')}`);
    check((await text('#divergence .message')) === shortVerdict.message && !(await text('#status')).includes('verified'),
      `the page gives bm replay's sentence, not a verified verdict: ${await text('#divergence .message')}`);
    await page.locator('#slider').fill('0');
    await noNull('the short log\'s setup');

    // The minimized log shows the original's numbers.
    await load('small.html');
    const orig = `action ${verdict.action_index} of the original divergent.jsonl, line ${verdict.line}`;
    check((await text('#step .where')).includes(orig) && (await text('#divergence .where')).includes(orig) &&
      (await text('#status')).includes(orig), `the minimized log's divergence is "${orig}"`);
    check(smallVerdict.what === verdict.what, 'the minimized log fails as the original does');
    await page.locator('#slider').fill('0');
    await noNull('the minimized log\'s start');

    // An invalid log: its error, no controls and no empty panels.
    await load('junk.html');
    check((await text('#divergence h2')) === 'Invalid log' && (await text('#divergence .message')) === junkVerdict.message,
      'the invalid log shows its error, bm replay\'s message');
    check(!(await page.locator('#controls').isVisible()) && !(await page.locator('#players').isVisible()) &&
      !(await page.locator('#legal').isVisible()), 'the invalid log shows no controls and no empty panels');
    await noNull('the invalid log');

    // The file picker: the plain page opens a log chosen by a person; before that, no controls.
    await load(path.resolve(PAGE));
    check(!(await page.locator('#controls').isVisible()) && !(await page.locator('#game').isVisible()),
      'before a log is loaded: no controls, no panels');
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
