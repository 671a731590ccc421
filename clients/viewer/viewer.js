'use strict';
// The replay viewer (docs/web.md#the-replay-viewer): loads a log, replays it in the
// WebAssembly engine (the referee's steps(), steps/steps.hpp: every step's state as bm serve's
// `state` view gives it, the events in words, the legal actions offered, the first divergence
// with its rules' text) and lets a person step through it. No framework, no server.
(function () {
  const TREASURE = { cleric: '✚', fighter: '⚔', mage: '✦', thief: '$' };
  const $ = (sel) => document.querySelector(sel);
  let referee = null;
  let data = null; // the steps() answer
  let at = 0; // the step shown
  let firstOpen = true; // no log opened yet (the address's #action=N is for the first)

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') e.className = v;
      else if (k === 'text') e.textContent = v;
      else e.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
    return e;
  }
  const status = (text) => { $('#status').textContent = text; };
  const design = (id) => (data && data.cards && data.cards[id]) || { id, name: id };
  const seatName = (p) => `P${p}`;

  function treasureIcons(t) {
    const out = [];
    for (const kind of Object.keys(TREASURE))
      for (let n = 0; n < ((t && t[kind]) || 0); ++n)
        out.push(el('span', { class: `t t-${kind}`, title: kind, 'data-treasure': kind, text: TREASURE[kind] }));
    return out;
  }

  // One card face: name, id, treasure icons, damage (rooms) or health (heroes), flags.
  function card(ref, extra) {
    const d = design(ref.id);
    const o = extra || {};
    const classes = ['card', d.kind || ''];
    if (ref.face_down) classes.push('face-down');
    if (ref.deactivated) classes.push('deactivated');
    if (o.heroHere) classes.push('hero-here');
    const c = el('div', { class: classes.join(' '), 'data-id': ref.id, title: d.text || '' },
      el('span', { class: 'name', text: ref.name || d.name }),
      el('span', { class: 'cid', text: ref.id }), el('br'),
      treasureIcons(d.treasure));
    if (d.kind === 'room') {
      const dmg = d.damage_computed ? '*' : String(d.damage || 0);
      c.append(' ', el('span', { class: 'dmg', title: 'printed damage', 'data-damage': dmg, text: `${dmg} dmg` }));
    }
    if (d.kind === 'hero') c.append(' ', el('span', { class: 'hp', text: `${d.health} hp` }));
    if (d.kind === 'boss' && d.xp) c.append(' ', el('span', { class: 'xp', text: `${d.xp} xp` }));
    const flags = el('div', { class: 'flags' });
    if (ref.face_down) flags.append(el('span', { class: 'flag face-down-flag', text: 'face down' }));
    if (ref.deactivated) flags.append(el('span', { class: 'flag', text: 'deactivated' }));
    if (ref.tokens) flags.append(el('span', { class: 'flag tokens', 'data-tokens': ref.tokens, text: `+${ref.tokens} tokens` }));
    if (ref.covers && ref.covers.length) flags.append(el('span', { class: 'flag', title: ref.covers.map((x) => x.name).join(', '), text: `covers ${ref.covers.length}` }));
    if (o.minion) flags.append(el('span', { class: 'flag minion', text: 'minion' }));
    if (o.heroHere) flags.append(el('span', { class: 'flag', text: o.heroHere }));
    if (flags.childNodes.length) c.append(flags);
    return c;
  }

  // `decider`: the seat of the decision the step shows (the one its legal actions answer).
  function playerBox(p, state, decider) {
    const run = state.running;
    const deciding = decider === p.seat;
    const box = el('div', { class: `player${deciding ? ' deciding' : ''}${p.eliminated ? ' eliminated' : ''}`, 'data-seat': p.seat });
    box.append(el('h3', { text: `${seatName(p.seat)}${p.boss ? ' · ' + p.boss.name : ''}${deciding ? ' · decides here' : ''}` }));
    box.append(el('div', { class: 'stats' },
      el('span', { class: 'souls', 'data-value': p.souls, text: `souls ${p.souls}` }),
      el('span', { class: 'wounds', 'data-value': p.wounds, text: `wounds ${p.wounds}` }),
      el('span', { class: 'hand-size', 'data-value': p.hand.length, text: `hand ${p.hand.length}` }),
      p.eliminated ? el('span', { class: 'elim', text: 'eliminated' }) : null,
      p.minion !== undefined ? el('span', { class: 'minion-at', text: `minion: ${p.minion === null ? 'home' : p.minion}${p.minion_room ? ' (' + p.minion_room.name + ')' : ''}` }) : null,
      p.active_item ? el('span', { text: `item: ${p.active_item.name}` }) : null));
    const row = el('div', { class: 'row dungeon' });
    if (p.boss) row.append(card(p.boss, { minion: p.minion === 'boss' }));
    // The dungeon from the boss side to the entrance (index 0 is the entrance side).
    for (let k = p.dungeon.length - 1; k >= 0; --k) {
      const r = p.dungeon[k];
      let here = null;
      if (run && run.dungeon === p.seat && run.room === k) here = `${run.hero.name} ${run.in_room ? 'here' : 'leaving'} (${run.damage} dmg)`;
      const minionHere = p.minion === 'room' && p.minion_room && p.minion_room.id === r.id;
      row.append(card(r, { heroHere: here, minion: minionHere }));
    }
    box.append(row);
    if (p.entrance.length || (run && run.dungeon === p.seat && run.room < 0)) {
      const ent = el('div', { class: 'row entrance' }, el('span', { text: 'entrance: ' }));
      for (const h of p.entrance) ent.append(card(h));
      if (run && run.dungeon === p.seat && run.room < 0) ent.append(card(run.hero, { heroHere: 'at the entrance' }));
      box.append(ent);
    }
    return box;
  }

  function boardBox(state) {
    const b = el('div');
    if (state.city) {
      b.append(el('h2', { text: 'City' }), el('div', { class: 'row city' }, state.city.map((h) => card(h))));
      b.append(el('h2', { text: 'Landmarks' }));
      for (const [name, heroes] of Object.entries(state.landmarks || {}))
        b.append(el('div', { class: 'row landmark', 'data-landmark': name }, el('span', { text: `${name}: ` }), heroes.map((h) => card(h))));
      b.append(el('h2', { text: 'Market' }), el('div', { class: 'row market' }, (state.market || []).map((c) => card(c))));
    } else {
      b.append(el('h2', { text: 'Town' }), el('div', { class: 'row town' }, (state.town || []).map((h) => card(h))));
    }
    const d = state.decks || {};
    const decks = Object.entries({ rooms: d.rooms, spells: d.spells, heroes: d.ordinary_heroes, 'epic heroes': d.epic_heroes, items: d.items })
      .filter(([, n]) => typeof n === 'number').map(([k, n]) => `${k} ${n}`).join(', ');
    b.append(el('div', { class: 'decks', text: `decks: ${decks || 'none'}; discard ${(state.discard || []).length}` }));
    return b;
  }

  // A value of the log or the engine, card ids spelled out with their names.
  function valueText(v) {
    if (v === null || v === undefined) return '(nothing)';
    const named = JSON.stringify(v, null, 1).replace(/"((?:BM|SYN|BMII)[-A-Za-z0-9]*)"/g, (m, id) =>
      data.cards && data.cards[id] ? `${m} (${data.cards[id].name})` : m);
    return named;
  }

  // The heading of the panel: what kind of failure it is, in words.
  function failureHeading(d) {
    if (d.kind === 'invalid_log') return 'Invalid log';
    if (d.kind === 'incomplete') return 'Incomplete log: it stops mid-game';
    return `The log and the engine part: ${d.what || d.kind}`;
  }

  // The cards the divergence is about, in words ("hero Nate the Squidslayer (BM086) in P3's dungeon").
  function aboutText(a) {
    const what = a.field === a.kind ? a.kind : `${a.field}: ${a.kind}`;
    return `${what} ${a.name} (${a.id})${a.seat !== undefined ? ` in ${seatName(a.seat)}'s dungeon` : ''}`;
  }

  function divergenceBox(d) {
    const box = $('#divergence');
    box.replaceChildren();
    box.append(el('h2', { text: failureHeading(d) }));
    box.append(el('p', { class: 'message', text: d.message }));
    const where = d.index >= 0 ? `action ${d.index} (log line ${d.line}${originalOf(d.index)})` : `log line ${d.line}`;
    box.append(el('p', { class: 'where', text: `${where}${d.round ? ', round ' + d.round : ''}${d.phase ? ', ' + d.phase : ''}${d.player >= 0 ? ', ' + seatName(d.player) : ''}${d.decision ? ' — ' + d.decision : ''}` }));
    if (d.about && d.about.length)
      box.append(el('ul', { class: 'about' }, d.about.map((a) => el('li', { 'data-id': a.id, text: aboutText(a) }))));
    if ((d.log !== null && d.log !== undefined) || (d.engine !== null && d.engine !== undefined)) {
      const table = el('table', { class: 'sides' }, el('tr', {}, el('th', { text: 'the log says' }), el('th', { text: 'the engine says' })));
      const pair = el('tr', {},
        el('td', { class: 'log-value' }, el('pre', { text: valueText(d.log) })),
        el('td', { class: 'engine-value' }, el('pre', { text: valueText(d.engine) })));
      table.append(pair);
      // Field by field, for objects: the fields that differ, side by side.
      if (d.log && d.engine && typeof d.log === 'object' && typeof d.engine === 'object') {
        const keys = [...new Set([...Object.keys(d.log), ...Object.keys(d.engine)])].sort();
        for (const k of keys) {
          const a = JSON.stringify(d.log[k]), b = JSON.stringify(d.engine[k]);
          if (a === b) continue;
          table.append(el('tr', { class: 'differs', 'data-field': k },
            el('td', { class: 'log-field', text: `${k}: ${a === undefined ? '(absent)' : valueText(d.log[k])}` }),
            el('td', { class: 'engine-field', text: `${k}: ${b === undefined ? '(absent)' : valueText(d.engine[k])}` })));
        }
      }
      box.append(table);
    }
    if (d.legal && d.legal.length) {
      box.append(el('h2', { text: 'Legal instead' }), el('ul', { class: 'legal-instead' }, d.legal.map((t) => el('li', { text: t }))));
    }
    if (d.rules && d.rules.length) {
      box.append(el('h2', { text: 'Rules' }));
      for (const r of d.rules)
        box.append(el('div', { class: 'rule', 'data-rule': r.id },
          el('span', { class: 'rule-id', text: r.id }), ' ',
          el('span', { class: 'rule-title', text: r.title || '' }), ': ',
          el('span', { class: 'rule-statement', text: r.statement || '(not in the rules reference)' })));
    }
    box.hidden = false;
  }

  // How the winner was decided (the replay's end_decision, docs/cli.md): who was compared with
  // their souls, wounds, score and XP, and the one step that decided, marked; the sentence is the
  // engine's own (end_decision.text, as `bm replay` prints it after "decided:").
  function endDecisionBox(d) {
    const compared = new Set(d.compared || []);
    const tied = new Set(d.tied || []);
    return el('div', { class: 'end-decision', 'data-step': d.step },
      el('h3', { text: `Why: ${(d.rules || []).join(' ')}` }),
      el('table', { class: 'standings' },
        el('tr', {}, ['player', 'souls', 'wounds', 'souls - wounds', 'XP', ''].map((h) => el('th', { text: h }))),
        d.players.map((p) => el('tr', {
          'data-seat': p.player, 'data-score': p.score, 'data-xp': p.xp,
          class: [p.player === d.winner ? 'winner' : '', tied.has(p.player) ? 'tied' : '', compared.has(p.player) ? '' : 'not-compared'].filter(Boolean).join(' '),
        }, [seatName(p.player), p.souls, p.wounds, p.score, p.xp,
          p.eliminated ? 'eliminated' : compared.has(p.player) ? (p.player === d.winner ? 'winner' : '') : 'not compared']
          .map((x) => el('td', { text: String(x) }))))),
      el('p', { class: 'decided-by', text: `Decided by ${d.step.replace('_', ' ')}: ${d.text || d.step}` }));
  }

  function resultBox(state) {
    const box = $('#result');
    if (!state.over || !data.result) { box.hidden = true; return; }
    const r = data.result;
    const d = data.verdict && data.verdict.end_decision;
    box.replaceChildren(el('h2', { text: `Game over${r.winner !== undefined && r.winner !== null ? ': winner ' + seatName(r.winner) : ''}` }),
      el('p', { text: `${r.end_reason || ''}, ${r.rounds} rounds, ${r.actions} actions` }),
      el('ul', { class: 'scores' }, (r.scores || []).map((s) =>
        el('li', { 'data-seat': s.player, 'data-souls': s.souls, 'data-wounds': s.wounds,
          text: `${seatName(s.player)} ${design(s.boss).name}: ${s.souls} souls, ${s.wounds} wounds${s.eliminated ? ', eliminated' : ''}` }))),
      ...(d && Array.isArray(d.players) ? [endDecisionBox(d)] : []));
    box.hidden = false;
  }

  // A JSON value with its keys sorted: two actions are the same action whatever their key order.
  const canon = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x)
    ? Object.fromEntries(Object.keys(x).sort().map((key) => [key, x[key]])) : x));

  // A reduced log (bm log cut, bm replay --minimize) names each moment by the original's numbers
  // too, from its header's map (docs/log-format.md#reduced): ", action 849 of the original x.jsonl, line 851".
  function originalOf(index) {
    const r = data && data.reduced;
    if (!r || !Array.isArray(r.original_actions) || index < 0 || index >= r.original_actions.length) return '';
    const line = Array.isArray(r.original_lines) ? `, line ${r.original_lines[index]}` : '';
    return `; action ${r.original_actions[index]} of the original ${r.log || 'log'}${line}`;
  }

  const stepName = (st) => (st.index < 0 ? 'setup' : `action ${st.index}`);

  // The one decision a step shows: the one its action answered, its legal actions, and the action
  // the log took there. At a divergence whose action the engine could not apply, the step is the
  // one before it and the decision is the one the log's action was tried at.
  function decisionAt(st, d) {
    if (d && d.step === at && d.index >= 0 && st.index !== d.index && d.offered)
      return { decision: d.offered.decision, legal: d.offered.legal, action: d.log, tried: true };
    return { decision: st.decision, legal: st.legal || [], action: st.action, tried: false };
  }

  function legalBox(st, dec) {
    const chosen = dec.action === null || dec.action === undefined ? null : canon(dec.action);
    const who = dec.decision ? `${seatName(dec.decision.player)}: ${dec.decision.text}` : '';
    $('#legal h2').textContent = dec.decision ? `Legal actions offered to ${who}` : 'Legal actions offered';
    const items = dec.legal.map((l) => {
      const mine = chosen !== null && canon(l.action) === chosen;
      return el('li', { class: mine ? 'chosen' : null, text: mine ? `${l.text} ← the log's action` : l.text });
    });
    if (!dec.decision) items.push(el('li', { class: 'none', text: 'the setup: no decision yet' }));
    else if (dec.tried && !items.some((li) => li.className === 'chosen'))
      items.push(el('li', { class: 'absent', text: `the log's action ${valueText(dec.action)} is not among them` }));
    $('#legal ol').replaceChildren(...items);
  }

  // Frames the cards the divergence is about on the board (in their seat's box when it has one)
  // and brings the first into view beside the panel.
  function frameAbout(d) {
    let first = null;
    for (const a of d.about || []) {
      const scope = a.seat !== undefined && document.querySelector(`.player[data-seat="${a.seat}"] .card[data-id="${a.id}"]`)
        ? `.player[data-seat="${a.seat}"] ` : '';
      for (const c of document.querySelectorAll(`${scope}.card[data-id="${a.id}"]`)) {
        c.classList.add('in-divergence');
        first = first || c;
      }
    }
    if (first) first.scrollIntoView({ block: 'nearest' });
  }

  function show(k) {
    if (!data || !data.steps.length) return;
    at = Math.max(0, Math.min(k, data.steps.length - 1));
    const st = data.steps[at];
    const state = st.state;
    const last = data.steps[data.steps.length - 1];
    $('#slider').value = String(at);
    $('#position').textContent = `${stepName(st)} of ${last.index < 0 ? 'setup' : '0..' + last.index}`;
    if (history.replaceState) history.replaceState(null, '', `#action=${st.index < 0 ? 'setup' : st.index}`);
    const d = data.divergence;
    const dec = decisionAt(st, d);
    const who = dec.decision ? `${seatName(dec.decision.player)}: ` : '';
    $('#step').replaceChildren(...[
      el('div', { class: 'where', 'data-line': st.line, 'data-index': st.index, 'data-round': st.round, 'data-phase': st.phase,
        text: `${stepName(st)} · round ${st.round} · ${st.phase}` },
        el('span', { class: 'line', text: ` (log line ${st.line}${originalOf(st.index)})` })),
      el('div', { class: 'action', text: st.index < 0 ? 'the setup' : st.action_text || who + valueText(st.action) }),
      dec.decision ? el('div', { class: 'decision', text: `decision: ${dec.decision.text}` }) : null].filter((x) => x));
    const here = d && d.step === at;
    if (here) divergenceBox(d);
    else $('#divergence').hidden = true;
    $('#game').classList.toggle('split', !!here);
    resultBox(state);
    $('#players').replaceChildren(...state.players.map((p) => playerBox(p, state, dec.decision ? dec.decision.player : -1)));
    $('#board').replaceChildren(boardBox(state));
    const run = state.running;
    $('#running').textContent = run ? `Hero running: ${run.hero.name} in ${seatName(run.dungeon)}'s dungeon, ${run.at === 'entrance' ? 'at the entrance' : run.at === 'room' ? 'in room ' + run.room : 'between rooms'}, ${run.damage} damage` : '';
    $('#events ol').replaceChildren(...(st.texts || []).map((t) => el('li', { text: t })));
    $('#events pre').textContent = (st.events || []).map((e) => JSON.stringify(e)).join('\n');
    legalBox(st, dec);
    if (here) frameAbout(d);
  }

  // `#action=503` (or `#action=setup`): the step of that action, null when the link names none.
  function stepFromHash() {
    const m = /^#action=(setup|\d+)$/.exec(location.hash || '');
    if (!m || !data) return null;
    const want = m[1] === 'setup' ? -1 : Number(m[1]);
    const k = data.steps.findIndex((st) => st.index === want);
    return k >= 0 ? k : null;
  }

  function open(text, name) {
    if (!referee) { status('the engine is not loaded'); return; }
    try {
      data = referee.steps(text, { name });
    } catch (e) {
      data = null;
      $('#controls').hidden = true;
      $('#game').hidden = true;
      status(`cannot read ${name}: ${e.message}`);
      return;
    }
    const d = data.divergence;
    $('#title').textContent = data.title || name;
    $('#game').hidden = false;
    $('#slider').max = String(Math.max(0, data.steps.length - 1));
    $('#jump-divergence').hidden = !d || !data.steps.length;
    $('#jump-divergence').textContent = d && d.kind === 'incomplete' ? 'jump to where it stops' : 'jump to the divergence';
    const last = data.steps.length ? data.steps[data.steps.length - 1] : null;
    status(!d ? `${name}: verified, ${last.index + 1} actions`
      : d.kind === 'invalid_log' ? `${name}: invalid log (line ${d.line})`
        // The replayer's sentence: where the log ends and whether the game was over there.
        : d.kind === 'incomplete' ? d.message
        : `${name}: ${d.kind} at action ${d.index} (log line ${d.line}${originalOf(d.index)})`);
    // An invalid log has no steps: its error alone, no controls and no empty panels.
    $('#controls').hidden = !data.steps.length;
    $('#game').classList.toggle('invalid', !data.steps.length);
    if (!data.steps.length) {
      $('#game').classList.remove('split');
      divergenceBox(d);
      return;
    }
    // The address's #action=N names a moment of the first log the page opens (a link to it);
    // a log opened after that starts at its own divergence or setup.
    const linked = firstOpen ? stepFromHash() : null;
    firstOpen = false;
    show(linked !== null ? linked : d && d.step >= 0 ? d.step : 0);
  }

  function nextRound() {
    if (!data) return;
    const r = data.steps[at].round;
    for (let k = at + 1; k < data.steps.length; ++k) if (data.steps[k].round > r) return show(k);
    show(data.steps.length - 1);
  }

  function readFile(f) {
    const reader = new FileReader();
    reader.onload = () => open(String(reader.result), f.name);
    reader.readAsText(f);
  }

  function wire() {
    $('#file').addEventListener('change', (e) => { if (e.target.files[0]) readFile(e.target.files[0]); });
    document.body.addEventListener('dragover', (e) => { e.preventDefault(); document.body.classList.add('dragging'); });
    document.body.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
    document.body.addEventListener('drop', (e) => {
      e.preventDefault();
      document.body.classList.remove('dragging');
      if (e.dataTransfer.files[0]) readFile(e.dataTransfer.files[0]);
    });
    $('#prev').addEventListener('click', () => show(at - 1));
    $('#next').addEventListener('click', () => show(at + 1));
    $('#next-round').addEventListener('click', nextRound);
    $('#jump-divergence').addEventListener('click', () => data && data.divergence && show(data.divergence.step));
    $('#slider').addEventListener('input', (e) => show(Number(e.target.value)));
    window.addEventListener('hashchange', () => { const k = stepFromHash(); if (k !== null && k !== at) show(k); });
    document.addEventListener('keydown', (e) => {
      if (e.target && e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
      if (e.key === 'ArrowLeft') { e.preventDefault(); show(at - 1); }
      if (e.key === 'ArrowRight') { e.preventDefault(); show(at + 1); }
    });
  }

  async function start() {
    wire();
    try {
      // bm_referee.js (the WebAssembly module, SINGLE_FILE) and clients/wasm/referee.cjs.
      referee = bmRefereeLib.makeReferee(await createBmModule());
    } catch (e) {
      status(`the engine did not load: ${e.message}`);
      return;
    }
    status('ready: open a log');
    const embedded = JSON.parse($('#bm-log').textContent);  // bm viz --html
    if (embedded && typeof embedded.text === 'string') open(embedded.text, embedded.name || 'log.jsonl');
    document.body.dataset.ready = '1';
  }
  window.bmViewer = { open, show, get step() { return at; }, get data() { return data; } };
  start();
})();
