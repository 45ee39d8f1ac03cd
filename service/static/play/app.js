// The /play page: a lobby to create a game, a game page to play it (with a seat token) or
// watch it (without one), and the ratings' pages (ratings.js: a title's leaderboard, a player's
// page). It draws only what the API's views say and posts only what GET …/actions lists, verbatim.
import {call, gamePath, Problem} from './api.js';
import {lobbyPanel} from './lobby.js';
import {rematchPanel} from './meet.js';
import {loadSeats, saveSeats} from './tab.js';
import {html, playerName, seatColour, svg} from './dom.js';
import {follow} from './updates.js';
import {BOARDS} from './boards/index.js';
import {replayControl} from './replay.js';
import {leaderboardView, playerView} from './ratings.js';

const main = document.getElementById('main');
const problemBox = document.getElementById('problem');
let leave = () => {};  // tears down the page being shown (its update loop and timers)

// ----- seat tokens: kept in this tab's sessionStorage (tab.js), never in a URL sent anywhere --

// A private seat link carries its token in the fragment (#…&token=), which browsers never send
// to a server; the page moves it into sessionStorage and drops it from the address bar.
function adoptTokenFromFragment(game, id, params) {
  const token = params.get('token');
  const seat = Number(params.get('seat'));
  if (!token || !Number.isInteger(seat)) return;
  const seats = loadSeats(game, id) || {tokens: {}, acting: seat};
  seats.tokens[seat] = token;
  seats.acting = seat;
  saveSeats(game, id, seats);
  history.replaceState(null, '', `/play#/${game}/${id}`);
}

// ----- problems ------------------------------------------------------------------------------

let problemTimer;
function showProblem(error) {
  if (error && error.name === 'AbortError') return;
  const problem = error instanceof Problem ? error : new Problem(0, {title: 'Error', detail: String(error)});
  problemBox.replaceChildren(
    html('strong', {text: problem.title}), ' ',
    html('code', {'data-problem-code': problem.code, text: problem.code}),
    html('p', {text: problem.detail}),
  );
  problemBox.hidden = false;
  clearTimeout(problemTimer);
  problemTimer = setTimeout(() => { problemBox.hidden = true; }, 10000);
}

// ----- routing: #/ lobby, #/<game>/<id> game, #/<game>/<id>/join/<seat> claim an open seat, --
// #/ratings/<game> a title's leaderboard, #/players/<id> a player's page (no title is called
// "ratings" or "players")

async function route() {
  leave();
  leave = () => {};
  problemBox.hidden = true;
  const [path, query] = location.hash.replace(/^#\/?/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  try {
    if (parts[0] === 'ratings') {
      await showView(leaderboardView({slug: parts[1], query: new URLSearchParams(query || ''), onProblem: showProblem}));
    } else if (parts[0] === 'players' && parts[1]) {
      await showView(playerView({playerId: parts[1]}));
    } else if (parts.length >= 2) {
      const [game, id] = parts;
      adoptTokenFromFragment(game, id, new URLSearchParams(query || ''));
      if (parts[2] === 'join') await showJoin(game, id, Number(parts[3]));
      else await showGame(game, id);
    } else {
      await showLobby();
    }
  } catch (error) {
    showProblem(error);
  }
}

// A page made elsewhere ({node, title, stop}, ratings.js), shown in place of the last one.
async function showView(making) {
  const view = await making;
  leave = view.stop;
  document.title = view.title;
  main.replaceChildren(view.node);
}

// ----- the lobby -----------------------------------------------------------------------------

async function showLobby() {
  const catalogue = (await call('GET', '/v1/games')).games;
  document.title = 'Starport — play';
  const gameSelect = html('select', {id: 'game', name: 'game'},
    catalogue.map((g) => html('option', {value: g.slug, text: g.title})));
  const seatsBox = html('div', {id: 'seats'});
  const optionsBox = html('div', {id: 'options'});
  const playersInput = html('input', {id: 'players', type: 'number', name: 'players'});
  const seedInput = html('input', {id: 'seed', type: 'number', min: 0, placeholder: 'random'});
  const createButton = html('button', {id: 'create', type: 'submit', text: 'Create game'});
  const form = html('form', {id: 'lobby', 'aria-label': 'New game'},
    html('fieldset', {}, html('legend', {text: 'Game'}),
      html('label', {}, 'Game ', gameSelect),
      html('label', {}, 'Players ', playersInput)),
    html('fieldset', {}, html('legend', {text: 'Seats'}), seatsBox),
    html('fieldset', {}, html('legend', {text: 'Options'}), optionsBox,
      html('label', {}, 'Seed (optional, for a replayable game; not with an open seat) ', seedInput)),
    createButton);

  const current = () => catalogue.find((g) => g.slug === gameSelect.value);
  function drawSeats() {
    const game = current();
    const count = Math.max(game.min_players, Math.min(game.max_players, Number(playersInput.value) || game.min_players));
    const kept = [...seatsBox.querySelectorAll('.seat')].map((row) => ({
      kind: row.querySelector('.kind').value, level: row.querySelector('.level').value, name: row.querySelector('.name').value}));
    seatsBox.replaceChildren(...Array.from({length: count}, (_, seat) => {
      const was = kept[seat] || {kind: seat === 0 ? 'you' : 'bot', level: game.bots.includes('greedy') ? 'greedy' : game.bots[0], name: ''};
      const kind = html('select', {class: 'kind', 'aria-label': `Seat ${seat}: who`},
        [['you', 'You (this page)'], ['bot', 'Bot'], ['open', 'Open (share a link)']].map(([v, t]) => html('option', {value: v, text: t, selected: v === was.kind})));
      const level = html('select', {class: 'level', 'aria-label': `Seat ${seat}: bot level`},
        game.bots.map((b) => html('option', {value: b, text: b, selected: b === was.level})));
      const name = html('input', {class: 'name', 'aria-label': `Seat ${seat}: name`, maxlength: 40, value: was.name,
        placeholder: seat === 0 ? 'you' : `player ${seat}`});
      const sync = () => { level.hidden = kind.value !== 'bot'; name.hidden = kind.value === 'open'; };
      kind.addEventListener('change', sync);
      sync();
      return html('div', {class: 'seat', 'data-seat': seat}, html('span', {text: `Seat ${seat} `}), kind, ' ', level, ' ', name);
    }));
  }
  function drawOptions() {
    const game = current();
    optionsBox.replaceChildren(...Object.entries(game.options).map(([name, spec]) => {
      const input = spec.choices
        ? html('select', {'data-option': name}, spec.choices.map((c) => html('option', {value: c, text: c, selected: c === spec.default})))
        : html('input', {'data-option': name, type: 'number', value: spec.default, min: spec.minimum, max: spec.maximum});
      return html('label', {title: spec.description || ''}, `${name} `, input, spec.description ? html('span', {class: 'hint', text: ` ${spec.description}`}) : null);
    }));
    if (!Object.keys(game.options).length) optionsBox.append(html('p', {class: 'hint', text: 'This game has no options.'}));
  }
  function pickGame() {
    const game = current();
    playersInput.min = game.min_players;
    playersInput.max = game.max_players;
    playersInput.value = game.min_players;
    seatsBox.replaceChildren();
    drawSeats();
    drawOptions();
  }
  gameSelect.addEventListener('change', pickGame);
  playersInput.addEventListener('change', drawSeats);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const game = current();
    const seats = [...seatsBox.querySelectorAll('.seat')].map((row, seat) => {
      const kind = row.querySelector('.kind').value;
      const name = row.querySelector('.name').value.trim() || (kind === 'you' ? 'you' : `player ${seat}`);
      if (kind === 'open') return {open: true};
      return kind === 'bot' ? {name, bot: row.querySelector('.level').value} : {name};
    });
    const options = {};
    for (const input of optionsBox.querySelectorAll('[data-option]')) {
      options[input.dataset.option] = input.type === 'number' ? Number(input.value) : input.value;
    }
    const body = {seats, options};
    if (seedInput.value !== '') body.seed = Number(seedInput.value);
    createButton.disabled = true;
    try {
      const created = await call('POST', `/v1/${game.slug}/games`, {body: JSON.stringify(body)});
      const tokens = {};
      for (const seat of created.seats) if (seat.token) tokens[seat.seat] = seat.token;
      const mine = Object.keys(tokens).map(Number);
      saveSeats(game.slug, created.game_id, {tokens, acting: mine.length ? mine[0] : null});
      location.hash = `#/${game.slug}/${created.game_id}`;
    } catch (error) {
      showProblem(error);
    } finally {
      createButton.disabled = false;
    }
  });
  const params = new URLSearchParams(location.hash.split('?')[1] || '');
  if (params.get('game')) gameSelect.value = params.get('game');
  pickGame();
  const lobby = lobbyPanel({catalogue, onProblem: showProblem});  // open tables, live games, yours, meeting (lobby.js)
  leave = lobby.stop;
  main.replaceChildren(html('div', {class: 'lobby-page'}, html('section', {class: 'new-game', 'aria-labelledby': 'new-game-heading'},
    html('h2', {id: 'new-game-heading', text: 'New game'}), form,
    html('p', {class: 'hint', text: 'Seats you keep are played from this tab. Share the watch link to let anyone spectate, and a join link for each open seat.'})),
  lobby.node));
}

// ----- claiming an open seat ---------------------------------------------------------------

async function showJoin(game, id, seat) {
  const name = html('input', {id: 'join-name', maxlength: 40, placeholder: 'your name'});
  const button = html('button', {id: 'claim', type: 'submit', text: `Take seat ${seat}`});
  const form = html('form', {}, html('label', {}, 'Name ', name), ' ', button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const body = name.value.trim() ? {name: name.value.trim()} : {};
      const claimed = await call('POST', `${gamePath(game, id)}/seats/${seat}/claim`, {body: JSON.stringify(body)});
      const seats = loadSeats(game, id) || {tokens: {}, acting: seat};
      seats.tokens[seat] = claimed.token;
      seats.acting = seat;
      saveSeats(game, id, seats);
      location.hash = `#/${game}/${id}`;
    } catch (error) {
      showProblem(error);
    }
  });
  main.replaceChildren(html('h2', {text: `Join ${game} game ${id}`}), form,
    html('p', {}, html('a', {href: `#/${game}/${id}`, text: 'Watch instead'})));
}

// ----- the game page -------------------------------------------------------------------------

async function showGame(game, id) {
  const board = BOARDS[game];
  if (!board) throw new Problem(404, {code: 'not_found', title: 'No such game', detail: `Starport has no game called ${game}.`});
  const abort = new AbortController();
  const following = new AbortController();  // the update loop; stops early when the game ends
  abort.signal.addEventListener('abort', () => following.abort());
  const timers = [];
  leave = () => { abort.abort(); timers.forEach(clearInterval); };

  const seats = loadSeats(game, id);
  const token = () => (seats && seats.acting !== null && seats.acting !== undefined ? seats.tokens[seats.acting] : null);
  const spectator = !token();
  const ui = {};  // the board's selections (not game state): they survive re-renders
  const state = {view: null, actions: [], score: null, events: [], renders: 0, clockOffset: 0};
  let rematch = null;

  const statusLine = html('p', {class: 'status', id: 'status', 'aria-live': 'polite', tabindex: -1});
  const boardBox = html('div', {class: 'board', id: 'board'});
  const boardText = html('div', {id: 'board-text'});
  const actionsBox = html('div', {class: 'actions', id: 'actions', 'aria-label': 'Your legal actions'});
  const scoreBox = html('div', {id: 'score'});
  const linksBox = html('div', {class: 'links', id: 'links'});
  const logBox = html('ol', {class: 'log', id: 'log', 'aria-label': 'Event log'});
  const replayBox = html('div', {id: 'replay-box'});  // a finished game's replay, once it is over
  main.replaceChildren(
    html('h2', {id: 'title', text: `${board.title} — ${spectator ? 'watching' : 'playing'}`}),
    statusLine,
    html('div', {class: 'game'},
      html('section', {'aria-label': 'Board'}, boardBox,
        html('details', {open: true}, html('summary', {text: 'The board in words'}), boardText)),
      html('aside', {class: 'panel'},
        html('h3', {text: 'Actions'}), actionsBox,
        html('h3', {text: 'Score'}), scoreBox,
        html('h3', {text: 'Links'}), linksBox,
        html('details', {}, html('summary', {text: 'Events'}), logBox))),
    replayBox);
  main.dataset.spectator = spectator ? 'true' : 'false';

  // Re-renders everything from the latest view, actions and score; the keyboard focus stays on
  // the same action (or selection) when it is still there.
  function render() {
    const {view, actions, score} = state;
    if (!view) return;
    const focused = document.activeElement && document.activeElement.closest && document.activeElement.closest('[data-action],[data-select]');
    const focusKey = focused ? (focused.getAttribute('data-action') || focused.getAttribute('aria-label')) : null;

    statusLine.textContent = describeStatus(view, score);
    const drawn = board.draw(view, actions, ui, {render, now: () => Date.now() / 1000 + state.clockOffset});
    boardBox.replaceChildren(drawn.svg);
    boardText.replaceChildren(...drawn.text.map((line) => html('p', {text: line})));
    drawn.svg.setAttribute('aria-describedby', 'board-text');
    actionsBox.replaceChildren(...actionPanel(view, actions, drawn));
    scoreBox.replaceChildren(scoreTable(view, score));
    linksBox.replaceChildren(...gameLinks(game, id, view, seats, () => { state.actions = []; refresh(); }));
    if (view.status === 'finished' && !spectator && !rematch) {  // offer a rematch (meet.js)
      rematch = rematchPanel({game, id, view, onProblem: showProblem});
      scoreBox.after(rematch.node);
      abort.signal.addEventListener('abort', rematch.stop);
    }
    logBox.replaceChildren(...state.events.slice(-40).map((e) => html('li', {text: describeEvent(e, view)})));

    state.renders += 1;
    main.dataset.version = view.version;
    main.dataset.status = view.status;
    main.dataset.render = state.renders;
    if (focusKey) {  // keyboard users keep their place; if that action is gone, the next one
      const controls = [...main.querySelectorAll('[data-action],[data-select]')];
      const again = controls.find((n) => (n.getAttribute('data-action') || n.getAttribute('aria-label')) === focusKey);
      (again || main.querySelector('[data-action]') || statusLine).focus();
    }
  }

  function actionPanel(view, actions, drawn) {
    const items = [];
    if (view.status === 'waiting') items.push(html('p', {text: 'Waiting for every seat to be taken.'}));
    if (drawn.panel) items.push(...drawn.panel);
    const groups = new Map();
    actions.forEach((action, index) => {
      if (drawn.placed.has(index)) return;
      const heading = board.group(action, view);
      if (!groups.has(heading)) groups.set(heading, []);
      groups.get(heading).push(board.button(action, view));
    });
    for (const [heading, buttons] of groups) {
      items.push(html('div', {class: 'group', role: 'group', 'aria-label': heading}, html('h4', {text: heading}), buttons));
    }
    if (!spectator && !actions.length && view.status === 'active') items.push(html('p', {class: 'hint', text: 'Nothing for you to do now.'}));
    if (spectator) items.push(html('p', {class: 'hint', text: 'You are watching: no seat token in this tab.'}));
    return items;
  }

  // ----- loading, acting, following ----------------------------------------------------------
  let loading = null;
  let again = false;
  let lastLoad = 0;
  // Watchers read without a token and share a per-address read budget: at most one reload a second.
  const minGap = spectator ? 1000 : 0;

  async function load() {
    const wait = lastLoad + minGap - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastLoad = Date.now();
    const view = await call('GET', gamePath(game, id), {token: token(), signal: abort.signal});
    state.clockOffset = view.server_time ? view.server_time - Date.now() / 1000 : 0;
    const acting = token() && view.status === 'active' && view.to_act.some((t) => t.seat === view.you);
    const actions = acting ? (await call('GET', `${gamePath(game, id)}/actions`, {token: token(), signal: abort.signal})).actions : [];
    // The score never reads a bearer: it counts in the address's budget for tokenless reads
    // (1200 a minute), with a watching tab's view and score.
    const score = await call('GET', `${gamePath(game, id)}/score`, {token: token(), signal: abort.signal});
    state.view = view;
    state.actions = actions;
    state.score = score;
    if (view.status === 'finished') following.abort();  // nothing more will happen
    render();
    if (view.status === 'finished' && !replayBox.firstChild) {
      replayBox.append(replayControl({game, id, board, final: view, signal: abort.signal, onProblem: showProblem}));
    }
  }

  function refresh() {
    if (loading) { again = true; return loading; }
    loading = (async () => {
      try {
        do { again = false; await load(); } while (again);
      } catch (error) {
        showProblem(error);
        // Told to wait (429, 503): load again once Retry-After has passed, or the page stays stale.
        if (error instanceof Problem && error.retryAfter) setTimeout(refresh, error.retryAfter * 1000);
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  let acting = false;  // one action in flight at a time: a second click waits for the answer
  async function act(actionJson) {
    if (acting) return;
    acting = true;
    actionsBox.classList.add('busy');
    try {
      const acted = await call('POST', `${gamePath(game, id)}/actions`, {token: token(), body: actionJson, signal: abort.signal});
      problemBox.hidden = true;
      if (acted.view) { state.view = acted.view; state.actions = []; render(); }
    } catch (error) {
      showProblem(error);
    } finally {
      acting = false;
      actionsBox.classList.remove('busy');
      await refresh();
    }
  }

  // One listener serves every action control, on the board or in the panel.
  const onAction = (event) => {
    const control = event.target.closest('[data-action]');
    if (!control || !main.contains(control) || spectator) return;
    if (event.type === 'keydown') {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (control.tagName === 'BUTTON') return;  // a button clicks itself on Enter/Space
      event.preventDefault();
    }
    act(control.getAttribute('data-action'));
  };
  main.addEventListener('click', onAction, {signal: abort.signal});
  main.addEventListener('keydown', onAction, {signal: abort.signal});

  // Countdowns (Starlink's timers) tick locally between updates.
  timers.push(setInterval(() => {
    for (const node of main.querySelectorAll('[data-deadline]')) {
      const left = Math.max(0, Number(node.dataset.deadline) - (Date.now() / 1000 + state.clockOffset));
      node.textContent = `${node.dataset.label || ''}${Math.ceil(left)} s`;
    }
  }, 500));

  await refresh();
  follow({
    game, id, token: token(), after: 0, signal: following.signal, minGap,
    isOver: () => state.view && state.view.status === 'finished',
    onEvents: (events) => { state.events.push(...events); state.events = state.events.slice(-200); refresh(); },
    onProblem: showProblem,
  });
}

function describeStatus(view, score) {
  if (view.status === 'waiting') return `Waiting for players (version ${view.version}).`;
  if (view.status === 'finished') {
    const winners = (score && score.winners) || [];
    return `Game over. ${winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.map((s) => playerName(view, s)).join(', ')}.` : ''}`;
  }
  const you = view.you === null || view.you === undefined ? 'You are watching.' : `You are ${playerName(view, view.you)}.`;
  const waiting = view.to_act.map((t) => `${playerName(view, t.seat)} to ${t.prompt.replace(/_/g, ' ')}`).join('; ');
  return `${you} ${waiting || 'Nobody to act right now'} (version ${view.version}).`;
}

function scoreTable(view, score) {
  if (!score) return html('p', {text: 'No score yet.'});
  const winners = new Set(score.winners || []);
  return html('table', {class: 'score', id: 'score-table', 'data-final': score.final ? 'true' : 'false'},
    html('caption', {class: 'visually-hidden', text: score.final ? 'Final score' : 'Live score'}),
    html('thead', {}, html('tr', {}, html('th', {text: 'Player'}), html('th', {text: 'Total'}), html('th', {text: 'Breakdown'}))),
    html('tbody', {}, score.players.map((p) => html('tr', {'data-seat': p.seat, 'data-total': p.total, class: winners.has(p.seat) ? 'winner' : ''},
      html('td', {}, svg('svg', {width: 12, height: 12, 'aria-hidden': 'true'}, svg('circle', {cx: 6, cy: 6, r: 5, fill: seatColour(p.seat)})), ' ', playerName(view, p.seat)),
      html('td', {text: String(p.total)}),
      html('td', {class: 'hint', text: describeBreakdown(p.breakdown)})))),
  );
}

function describeBreakdown(breakdown) {
  return Object.entries(breakdown || {}).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${Array.isArray(v) ? (typeof v[0] === 'object' ? v.length : v.join(' ')) : v}`).join(', ');
}

function describeEvent(event, view) {
  const {seq, type, actor, version, ...rest} = event;
  const who = actor === null || actor === undefined ? '' : `${playerName(view, actor)}: `;
  const detail = JSON.stringify(rest);
  return `#${seq} ${who}${type.replace(/_/g, ' ')} ${detail.length > 120 ? detail.slice(0, 117) + '…' : detail}`;
}

function gameLinks(game, id, view, seats, onSwitch) {
  const base = `${location.origin}/play#/${game}/${id}`;
  const items = [html('label', {}, 'Watch link ', html('input', {readonly: true, id: 'watch-link', value: base}))];
  for (const player of view.players || []) {
    if (player.open) items.push(html('label', {}, `Join seat ${player.seat} `, html('input', {readonly: true, value: `${base}/join/${player.seat}`})));
  }
  const mine = seats ? Object.keys(seats.tokens).map(Number) : [];
  if (mine.length > 1) {
    const pick = html('select', {'aria-label': 'Act as seat'}, mine.map((s) => html('option', {value: s, text: playerName(view, s), selected: s === seats.acting})));
    pick.addEventListener('change', () => { seats.acting = Number(pick.value); saveSeats(game, id, seats); onSwitch(); });
    items.push(html('label', {}, 'Act as ', pick));
  }
  if (seats && seats.acting !== null && seats.tokens[seats.acting] && !seats.player) {  // never a link with the player key
    const secret = `${base}?seat=${seats.acting}&token=${seats.tokens[seats.acting]}`;
    items.push(html('details', {}, html('summary', {text: 'Your private seat link (keep it secret)'}), html('input', {readonly: true, value: secret})));
  }
  items.push(html('p', {}, html('a', {href: '#/', text: 'New game'})));
  return items;
}

window.addEventListener('hashchange', route);
route();
