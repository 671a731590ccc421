'use strict';
// The replay viewer (issue 33 §2, docs/web.md#the-replay-viewer): loads a log, replays it in the
// WebAssembly engine (the referee's steps(), steps/steps.hpp: every step's state as bm serve's
// `state` view gives it, the events in words, the legal actions offered, the first divergence
// with its rules' text) and lets a person step through it. No framework, no server.
(function () {
  const TREASURE = { cleric: '✚', fighter: '⚔', mage: '✦', thief: '$' };
  const $ = (sel) => document.querySelector(sel);
  let referee = null;
  let data = null; // the steps() answer
  let at = 0; // the step shown

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

  function playerBox(p, state, step) {
    const run = state.running;
    const deciding = state.decision && state.decision.player === p.seat;
    const box = el('div', { class: `player${deciding ? ' deciding' : ''}${p.eliminated ? ' eliminated' : ''}`, 'data-seat': p.seat });
    box.append(el('h3', { text: `${seatName(p.seat)}${p.boss ? ' · ' + p.boss.name : ''}${deciding ? ' · deciding' : ''}` }));
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
    b.append(el('div', { class: 'decks', text: `decks: rooms ${d.rooms}, spells ${d.spells}, heroes ${d.ordinary_heroes}, epic heroes ${d.epic_heroes}; discard ${state.discard.length}` }));
    return b;
  }

  // A value of the log or the engine, card ids spelled out with their names.
  function valueText(v) {
    if (v === null || v === undefined) return '(nothing)';
    const named = JSON.stringify(v, null, 1).replace(/"((?:BM|SYN|BMII)[-A-Za-z0-9]*)"/g, (m, id) =>
      data.cards && data.cards[id] ? `${m} (${data.cards[id].name})` : m);
    return named;
  }

  function divergenceBox(d) {
    const box = $('#divergence');
    box.replaceChildren();
    box.append(el('h2', { text: d.kind === 'invalid_log' ? 'Invalid log' : `The log and the engine part: ${d.what || d.kind}` }));
    box.append(el('p', { class: 'message', text: d.message }));
    box.append(el('p', { class: 'where', text: `log line ${d.line}${d.index >= 0 ? ', action ' + d.index : ''}${d.round ? ', round ' + d.round : ''}${d.phase ? ', ' + d.phase : ''}${d.player >= 0 ? ', player ' + d.player : ''}${d.decision ? ' — ' + d.decision : ''}` }));
    if (d.log !== null || d.engine !== null) {
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

  function resultBox(state) {
    const box = $('#result');
    if (!state.over || !data.result) { box.hidden = true; return; }
    const r = data.result;
    box.replaceChildren(el('h2', { text: `Game over${r.winner !== undefined && r.winner !== null ? ': winner ' + seatName(r.winner) : ''}` }),
      el('p', { text: `${r.end_reason || ''}, ${r.rounds} rounds, ${r.actions} actions` }),
      el('ul', { class: 'scores' }, (r.scores || []).map((s) =>
        el('li', { 'data-seat': s.player, 'data-souls': s.souls, 'data-wounds': s.wounds,
          text: `${seatName(s.player)} ${design(s.boss).name}: ${s.souls} souls, ${s.wounds} wounds${s.eliminated ? ', eliminated' : ''}` }))));
    box.hidden = false;
  }

  function show(k) {
    if (!data || !data.steps.length) return;
    at = Math.max(0, Math.min(k, data.steps.length - 1));
    const st = data.steps[at];
    const state = st.state;
    $('#slider').value = String(at);
    $('#position').textContent = `step ${at + 1} / ${data.steps.length}`;
    const who = st.player >= 0 ? `${seatName(st.player)}: ` : '';
    $('#step').replaceChildren(
      el('div', { class: 'where', 'data-line': st.line, 'data-index': st.index, 'data-round': st.round, 'data-phase': st.phase,
        text: `log line ${st.line} · ${st.index < 0 ? 'setup' : 'action ' + st.index} · round ${st.round} · ${st.phase}` }),
      el('div', { class: 'action', text: st.index < 0 ? 'the setup' : who + (st.action_text || JSON.stringify(st.action)) }),
      st.decision ? el('div', { class: 'decision', text: `decision: ${st.decision.text}` }) : null);
    const d = data.divergence;
    if (d && d.step === at) divergenceBox(d);
    else $('#divergence').hidden = true;
    resultBox(state);
    $('#players').replaceChildren(...state.players.map((p) => playerBox(p, state, st)));
    $('#board').replaceChildren(boardBox(state));
    const run = state.running;
    $('#running').textContent = run ? `Hero running: ${run.hero.name} in ${seatName(run.dungeon)}'s dungeon, ${run.at === 'entrance' ? 'at the entrance' : run.at === 'room' ? 'in room ' + run.room : 'between rooms'}, ${run.damage} damage` : '';
    $('#events ol').replaceChildren(...(st.texts || []).map((t) => el('li', { text: t })));
    $('#events pre').textContent = (st.events || []).map((e) => JSON.stringify(e)).join('\n');
    $('#legal ol').replaceChildren(...(st.legal || []).map((l) =>
      el('li', { class: JSON.stringify(l.action) === JSON.stringify(st.action) ? 'chosen' : null, text: l.text })));
    if (d && d.step === at && d.offered) {
      $('#legal h2').textContent = 'Legal actions offered at the divergence';
      $('#legal ol').replaceChildren(...d.offered.legal.map((l) => el('li', { text: l.text })));
    } else $('#legal h2').textContent = 'Legal actions offered';
  }

  function open(text, name) {
    if (!referee) { status('the engine is not loaded'); return; }
    try {
      data = referee.steps(text, { name });
    } catch (e) {
      status(`cannot read ${name}: ${e.message}`);
      return;
    }
    const d = data.divergence;
    $('#title').textContent = data.title || name;
    $('#controls').hidden = false;
    $('#game').hidden = false;
    $('#slider').max = String(Math.max(0, data.steps.length - 1));
    $('#jump-divergence').hidden = !d;
    status(d ? `${name}: ${d.kind} at line ${d.line}` : `${name}: verified, ${data.steps.length - 1} actions`);
    if (!data.steps.length) {
      $('#players').replaceChildren();
      $('#board').replaceChildren();
      divergenceBox(d);
      return;
    }
    show(d && d.step >= 0 ? d.step : 0);
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
