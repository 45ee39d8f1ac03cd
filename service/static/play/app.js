// The /play page: a lobby to create a game, a game page to play it (with a seat token) or
// watch it (without one), and the ratings' pages (ratings.js: a title's leaderboard, a player's
// page). It draws only what the API's views say and posts only what GET …/actions lists, verbatim.
import {call, gamePath, Problem} from './api.js';
import {lobbyPanel} from './lobby.js';
import {ratedNewGame, rematchPanel} from './meet.js';
import {loadPlayer, loadSeats, saveSeats} from './tab.js';
import {chatPanel} from './chat.js';
import {html, playerName, seatColour, seatMarks, seatNumber, svg} from './dom.js';
import {follow} from './updates.js';
import {BOARDS} from './boards/index.js';
import {loadSteps, replayControls} from './replay.js';
import {loadFacts, moveLink, moveList, readerContext, tellMoves} from './movelist.js';
import {leaderboardView, playerView} from './ratings.js';
import {tournamentView, tournamentsView} from './tournaments.js';
import {howToPlay} from './guides.js';
import {clockStrip, clockTerms, tick} from './clocks.js';
import {rulesView} from './rules.js';

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
// #/ratings/<game> a title's leaderboard, #/players/<id> a player's page, #/rules/<game> a title's
// full rules, #/tournaments the tournaments and #/tournaments/<id> one (no title is called
// "ratings", "players", "rules" or "tournaments")

async function route() {
  leave();
  leave = () => {};
  problemBox.hidden = true;
  const [path, query] = location.hash.replace(/^#\/?/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  try {
    if (parts[0] === 'ratings') {
      await showView(leaderboardView({slug: parts[1], query: new URLSearchParams(query || ''), onProblem: showProblem}));
    } else if (parts[0] === 'tournaments') {
      await showView(parts[1] ? tournamentView({id: parts[1], onProblem: showProblem}) : tournamentsView({onProblem: showProblem}));
    } else if (parts[0] === 'players' && parts[1]) {
      await showView(playerView({playerId: parts[1]}));
    } else if (parts[0] === 'rules' && BOARDS[parts[1]]) {
      await showView(rulesView({slug: parts[1], title: BOARDS[parts[1]].title}));
    } else if (parts.length >= 2) {
      const [game, id] = parts;
      adoptTokenFromFragment(game, id, new URLSearchParams(query || ''));
      if (parts[2] === 'join') await showJoin(game, id, Number(parts[3]));
      else await showGame(game, id, new URLSearchParams(query || ''));
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
  const rulesLinkBox = html('span', {class: 'hint', id: 'lobby-rules'});  // the picked title's rules
  const form = html('form', {id: 'lobby', 'aria-label': 'New game'},
    html('fieldset', {}, html('legend', {text: 'Game'}),
      html('label', {}, 'Game ', gameSelect), rulesLinkBox,
      html('label', {}, 'Players ', playersInput)),
    html('fieldset', {}, html('legend', {text: 'Seats'}), seatsBox),
    html('fieldset', {}, html('legend', {text: 'Options'}), optionsBox,
      html('label', {}, 'Seed (optional, for a replayable game; not with an open seat) ', seedInput)),
    createButton);

  ratedNewGame({form, onProblem: showProblem});  // a Rated choice, and a rated create's own submit (meet.js)
  const current = () => catalogue.find((g) => g.slug === gameSelect.value);
  function drawSeats() {
    const game = current();
    const count = Math.max(game.min_players, Math.min(game.max_players, Number(playersInput.value) || game.min_players));
    const kept = [...seatsBox.querySelectorAll('.seat')].map((row) => ({
      kind: row.querySelector('.kind').value, level: row.querySelector('.level').value, name: row.querySelector('.name').value}));
    seatsBox.replaceChildren(...Array.from({length: count}, (_, seat) => {
      const was = kept[seat] || {kind: seat === 0 ? 'you' : 'bot', level: game.bots.includes('greedy') ? 'greedy' : game.bots[0], name: ''};
      const kind = html('select', {class: 'kind', 'aria-label': `${seatNumber(seat)}: who`},
        [['you', 'You (this page)'], ['bot', 'Bot'], ['open', 'Open (share a link)']].map(([v, t]) => html('option', {value: v, text: t, selected: v === was.kind})));
      const level = html('select', {class: 'level', 'aria-label': `${seatNumber(seat)}: bot level`},
        game.bots.map((b) => html('option', {value: b, text: b, selected: b === was.level})));
      const name = html('input', {class: 'name', 'aria-label': `${seatNumber(seat)}: name`, maxlength: 40, value: was.name,
        placeholder: seatNumber(seat)});
      const sync = () => { level.hidden = kind.value !== 'bot'; name.hidden = kind.value === 'open'; };
      kind.addEventListener('change', sync);
      sync();
      return html('div', {class: 'seat', 'data-seat': seat}, html('span', {text: `${seatNumber(seat)} `}), kind, ' ', level, ' ', name);
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
    rulesLinkBox.replaceChildren(html('a', {href: `#/rules/${game.slug}`, text: `How to play ${game.title}`}));
  }
  gameSelect.addEventListener('change', pickGame);
  playersInput.addEventListener('change', drawSeats);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const game = current();
    const seats = [...seatsBox.querySelectorAll('.seat')].map((row, seat) => {
      const kind = row.querySelector('.kind').value;
      // Left blank, the API names the seat itself ("seat 1"), and the page shows it as "Player 2".
      const named = row.querySelector('.name').value.trim() ? {name: row.querySelector('.name').value.trim()} : {};
      if (kind === 'open') return {open: true};
      return kind === 'bot' ? {...named, bot: row.querySelector('.level').value} : named;
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
  const button = html('button', {id: 'claim', type: 'submit', text: `Take the seat of ${seatNumber(seat)}`});
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
  main.replaceChildren(html('h2', {text: `Join a game of ${BOARDS[game] ? BOARDS[game].title : game}`}), form,
    html('p', {}, html('a', {href: `#/${game}/${id}`, text: 'Watch instead'})));
}

// ----- the game page -------------------------------------------------------------------------

async function showGame(game, id, params) {
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
  const state = {view: null, actions: [], score: null, events: [], renders: 0, clockOffset: 0, facts: {},
    steps: null, step: null};  // steps: a finished game's replay ([{version, state}]), step: the one shown
  const askedMove = params && params.get('move') !== null && /^\d+$/.test(params.get('move')) ? Number(params.get('move')) : null;
  let rematch = null;

  const statusLine = html('p', {class: 'status', id: 'status', 'aria-live': 'polite', tabindex: -1});
  const clocksBox = html('div', {id: 'clocks-box'});
  const boardBox = html('div', {class: 'board', id: 'board'});
  const boardText = html('div', {id: 'board-text'});
  const actionsBox = html('div', {class: 'actions', id: 'actions', 'aria-label': 'Your legal actions'});
  const scoreBox = html('div', {id: 'score'});
  const linksBox = html('div', {class: 'links', id: 'links'});
  const moves = moveList((step) => goToStep(step));
  const replay = replayControls((step) => goToStep(step));  // shown under the board once the game is over
  replay.node.hidden = true;
  const heading = html('h2', {id: 'title', text: board.title});
  const actionsPart = html('section', {class: 'part', 'aria-labelledby': 'actions-heading'}, html('h3', {id: 'actions-heading', text: 'Actions'}), actionsBox);
  const scorePart = html('section', {class: 'part', 'aria-labelledby': 'score-heading'}, html('h3', {id: 'score-heading', text: 'Score'}), scoreBox);
  const movesPart = html('section', {class: 'part', 'aria-labelledby': 'moves-heading'}, html('h3', {id: 'moves-heading', text: 'Moves'}), moves.node);
  // Chat talks with the seat's token, or else as a spectator with the tab's player key, if any.
  const player = loadPlayer();
  const chatToken = token() || (player && player.key) || null;
  const chat = chatPanel({game, id, token: chatToken, signal: abort.signal, onProblem: showProblem});
  const panel = html('aside', {class: 'panel'}, actionsPart, chat.node, howToPlay(game, board.title), scorePart, movesPart,
    html('h3', {text: 'Links'}), linksBox);
  main.replaceChildren(heading, statusLine, clocksBox,
    html('div', {class: 'game'},
      html('section', {'aria-label': 'Board'}, boardBox, replay.node,
        // Closed (a wall of words on a phone), yet in the page: the board's description points at it.
        html('details', {class: 'board-words'}, html('summary', {text: 'The board in words'}), boardText)),
      panel));
  main.dataset.spectator = spectator ? 'true' : 'false';

  // The moves told, kept until the log or the names change.
  let toldFor = '';
  let told = [];
  function currentMoves(view) {
    const key = `${state.events.length}:${JSON.stringify(view.players)}:${view.you}:${Object.keys(state.facts).length}`;
    if (key !== toldFor) { told = tellMoves(game, state.events, readerContext(view, state.facts)); toldFor = key; }
    return told;
  }

  function goToStep(step) {
    if (!state.steps || !state.steps.length) return;
    state.step = Math.max(0, Math.min(state.steps.length - 1, step));
    history.replaceState(null, '', `/play${moveLink(game, id, state.step)}`);  // a link to this move; no hashchange
    render();
  }

  // Re-renders everything from the latest view, actions and score (a finished game: the replay's
  // step); the keyboard focus stays on the same action (or selection) when it is still there.
  function render() {
    const {view, actions, score} = state;
    if (!view) return;
    const focused = document.activeElement && document.activeElement.closest && document.activeElement.closest('[data-action],[data-select]');
    const focusKey = focused ? (focused.getAttribute('data-action') || focused.getAttribute('aria-label')) : null;

    statusLine.textContent = describeStatus(view, score, board, state.events);
    heading.textContent = `${board.title} — ${{waiting: 'waiting for players', finished: 'game over'}[view.status] || (spectator ? 'watching' : 'playing')}`;
    if (view.status === 'finished' && panel.firstChild !== scorePart) panel.prepend(scorePart);  // the outcome first

    const list = currentMoves(view);
    const steps = list.filter((move) => move.step !== null);
    const replaying = view.status === 'finished' && state.steps && state.steps.length > 0;
    let shown = view;
    let lastMove = steps.length ? steps[steps.length - 1] : null;
    if (replaying) {  // the one board shows the replay's step: a spectator's view of that moment
      const {version, state: stepState} = state.steps[state.step];
      const atEnd = state.step === state.steps.length - 1;
      shown = {...view, version, state: stepState, you: null, to_act: [], status: atEnd ? 'finished' : 'active'};
      lastMove = steps.find((move) => move.version === version) || null;
      replay.show(state.step, state.steps.length, version, lastMove && lastMove.sentence);
      replay.node.hidden = false;
    }
    // now: null in a replay: a past step shows no countdown run on today's clock.
    const drawn = board.draw(shown, replaying ? [] : actions, ui,
      {render, now: replaying ? null : () => Date.now() / 1000 + state.clockOffset, lastMove: lastMove ? lastMove.events : []});
    boardBox.replaceChildren(drawn.svg);
    const clocks = replaying ? null : clockStrip(view, clockTerms(state.events));
    clocksBox.replaceChildren(...(clocks ? [clocks] : []));
    tick(main, Date.now() / 1000 + state.clockOffset);
    boardText.replaceChildren(...drawn.text.map((line) => html('p', {text: line})));
    drawn.svg.setAttribute('aria-describedby', 'board-text');
    actionsBox.replaceChildren(...actionPanel(view, replaying ? [] : actions, replaying ? {placed: new Set()} : drawn));
    scoreBox.replaceChildren(scoreTable(view, score));
    linksBox.replaceChildren(...gameLinks(game, id, view, seats, () => { state.actions = []; refresh(); }));
    if (view.status === 'finished' && !spectator && !rematch) {  // offer a rematch (meet.js)
      rematch = rematchPanel({game, id, view, onProblem: showProblem});
      scoreBox.after(rematch.node);
      abort.signal.addEventListener('abort', rematch.stop);
    }
    moves.update(list, {current: replaying ? state.step : lastMove && lastMove.step, game, id, finished: !!replaying});

    state.renders += 1;
    main.dataset.version = view.version;
    main.dataset.status = view.status;
    main.dataset.render = state.renders;
    main.dataset.moves = steps.length;
    if (focusKey) {  // keyboard users keep their place; if that action is gone, the next one
      const controls = [...main.querySelectorAll('[data-action],[data-select]')];
      const again = controls.find((n) => (n.getAttribute('data-action') || n.getAttribute('aria-label')) === focusKey);
      (again || main.querySelector('[data-action]') || statusLine).focus();
    }
  }

  function actionPanel(view, actions, drawn) {
    const items = [];
    const hint = promptHint(board, view, actions);
    if (hint) items.push(hint);
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
    if (view.status === 'finished' && !items.length) items.push(html('p', {class: 'hint', text: 'The game is over: step through it with the replay under the board.'}));
    return items;
  }

  // ----- loading, acting, following ----------------------------------------------------------
  let loading = null;
  let again = false;
  let lastLoad = 0;
  // Watchers read without a token and share a per-address read budget: at most one reload a second.
  const minGap = spectator ? 1000 : 0;
  // The score counts against that budget whatever bearer it carries, for a player too: read at most
  // every SCORE_GAP ms while the game goes on (then once more, late), at once when it is over.
  const SCORE_GAP = 2000;
  let lastScore = 0;
  let lateScore = null;

  // New events, in order, once each (the stream and a finished game's log read may overlap).
  function heard(events) {
    const last = state.events.length ? state.events[state.events.length - 1].seq : 0;
    state.events.push(...events.filter((event) => event.seq > last));
  }

  // The rest of a finished game's log, as this reader may see it, a page at a time.
  async function readLogToTheEnd() {
    for (;;) {
      const after = state.events.length ? state.events[state.events.length - 1].seq : 0;
      const page = await call('GET', `${gamePath(game, id)}/events?after=${after}`, {token: token(), signal: abort.signal});
      heard(page.events);
      if (!page.more || page.last_seq <= after) return;
    }
  }

  async function load() {
    const wait = lastLoad + minGap - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastLoad = Date.now();
    const view = await call('GET', gamePath(game, id), {token: token(), signal: abort.signal});
    state.clockOffset = view.server_time ? view.server_time - Date.now() / 1000 : 0;
    const acting = token() && view.status === 'active' && view.to_act.some((t) => t.seat === view.you);
    const actions = acting ? (await call('GET', `${gamePath(game, id)}/actions`, {token: token(), signal: abort.signal})).actions : [];
    let score = state.score;
    const sinceScore = Date.now() - lastScore;
    if (!score || view.status !== 'active' || sinceScore >= SCORE_GAP) {
      score = await call('GET', `${gamePath(game, id)}/score`, {token: token(), signal: abort.signal});
      lastScore = Date.now();
    } else if (!lateScore) {  // the score may have moved: read it once the gap is over
      timers.push(lateScore = setTimeout(() => { lateScore = null; refresh(); }, SCORE_GAP - sinceScore));
    }
    state.view = view;
    state.actions = actions;
    state.score = score;
    if (view.status === 'finished' && !state.steps) {
      following.abort();  // nothing more will happen
      await readLogToTheEnd();
      render();
      try {
        state.steps = await loadSteps(game, id, abort.signal);
        if (!state.steps.length) replay.failed('This game never began: there is nothing to replay.');
        const last = state.steps.length - 1;
        state.step = askedMove !== null ? Math.min(askedMove, last) : last;
      } catch (error) {
        replay.failed();
        throw error;
      }
    }
    render();
  }

  // Events the view shown already includes (an event's version is its commit's: the tab's own
  // move, answered with the view it made) are only added to the move list: the view and actions
  // are read again only for a later commit. Read again, they cost a player two requests and a
  // drawing of the whole page more at each of their moves, for the same picture.
  function news(events) {
    if (!state.view || events.some((event) => event.version > state.view.version)) refresh();
    else if (!loading) render();  // a read under way draws them when it ends
  }

  // A read that failed (refused past a rate limit, a dropped connection) is tried again after a
  // while: the stream may have nothing more to say (the game over) to prompt another.
  let retry = null;
  function refresh() {
    if (loading) { again = true; return loading; }
    clearTimeout(retry);
    loading = (async () => {
      try {
        do { again = false; await load(); } while (again);
      } catch (error) {
        if (abort.signal.aborted) return;
        showProblem(error);
        const passing = !(error instanceof Problem) || error.status === 429 || error.status === 0 || error.status >= 500;
        if (passing) timers.push(retry = setTimeout(refresh, error instanceof Problem && error.retryAfter ? error.retryAfter * 1000 : 3000));
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

  // Countdowns (the seats' clocks, Starlink's timers) tick locally between updates, on the
  // server's time (the view's server_time against this machine's).
  timers.push(setInterval(() => tick(main, Date.now() / 1000 + state.clockOffset), 250));

  state.facts = await loadFacts(game, abort.signal);
  await refresh();
  follow({
    game, id, token: chatToken, after: 0, signal: following.signal, minGap,
    isOver: () => state.view && state.view.status === 'finished',
    onEvents: (events) => { heard(events); news(events); },
    onChat: chat.heard,
    onProblem: showProblem,
  });
  chat.load();  // after the stream opened: a line in both is shown once (by its number)
}

// The one-line hint for the prompt the reader's seat answers now (boards' prompts), if any.
function promptHint(board, view, actions) {
  const mine = view.status === 'active' && actions.length ? view.to_act.find((t) => t.seat !== null && t.seat === view.you) : null;
  const prompt = mine && board.prompts && board.prompts[mine.prompt];
  const text = prompt && (typeof prompt.hint === 'function' ? prompt.hint(view, actions) : prompt.hint);
  return text ? html('p', {class: 'prompt-hint', id: 'prompt-hint', 'data-prompt': mine.prompt, text}) : null;
}

// The status line, in words: who is to do what, or how the game ended.
function describeStatus(view, score, board, events) {
  if (view.status === 'waiting') {
    const open = (view.players || []).filter((p) => p.open).length;
    return `Waiting for players: ${open} seat${open === 1 ? '' : 's'} still open.`;
  }
  if (view.status === 'finished') return `Game over. ${describeOutcome(view, score, events)}`;
  const doing = (prompt) => (board.prompts && board.prompts[prompt] && board.prompts[prompt].says) || prompt.replace(/_/g, ' ');
  const mine = view.to_act.filter((t) => t.seat !== null && t.seat === view.you);
  const others = view.to_act.filter((t) => !mine.includes(t));
  const parts = [];
  if (mine.length) parts.push(`Your turn: ${doing(mine[0].prompt)}.`);
  const byPrompt = new Map();
  for (const t of others) {
    const who = t.seat === null ? `The ${t.automaton.replace(/^./, (c) => c.toUpperCase())}` : playerName(view, t.seat);
    if (!byPrompt.has(t.prompt)) byPrompt.set(t.prompt, []);
    byPrompt.get(t.prompt).push(who);
  }
  for (const [prompt, who] of byPrompt) parts.push(`${listWords(who)} to ${doing(prompt)}.`);
  return parts.join(' ') || 'Nobody to act right now.';
}

// "Ann wins with 20 points." / "Ann and Bob share the win with 8 points each." / how it ended
// without a winner (the service's cancelled or aborted event).
function describeOutcome(view, score, events) {
  const winners = (score && score.winners) || [];
  if (events.some((event) => event.type === 'cancelled')) return 'It was cancelled before it began.';
  if (events.some((event) => event.type === 'aborted')) return 'It was stopped before its end: nobody moved for too long.';
  if (!winners.length) return 'Nobody won.';
  const total = (seat) => ((score.players || []).find((p) => p.seat === seat) || {}).total;
  const points = (n) => `${n} point${n === 1 ? '' : 's'}`;
  if (winners.length === 1) return `${playerName(view, winners[0])} wins with ${points(total(winners[0]))}.`;
  return `${listWords(winners.map((s) => playerName(view, s)))} share the win with ${points(total(winners[0]))} each.`;
}

const listWords = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function scoreTable(view, score) {
  if (!score) return html('p', {text: 'No score yet.'});
  const winners = new Set(score.winners || []);
  // The final table lists the places, best first; a live one keeps the seats' order.
  const rows = score.final ? [...score.players].sort((a, b) => b.total - a.total || a.seat - b.seat) : score.players;
  return html('table', {class: 'score', id: 'score-table', 'data-final': score.final ? 'true' : 'false'},
    html('caption', {class: 'visually-hidden', text: score.final ? 'Final score' : 'Live score'}),
    html('thead', {}, html('tr', {}, html('th', {text: 'Player'}), html('th', {text: 'Total'}), html('th', {text: 'Breakdown'}))),
    html('tbody', {}, rows.map((p) => html('tr', {'data-seat': p.seat, 'data-total': p.total, class: winners.has(p.seat) ? 'winner' : ''},
      html('td', {}, svg('svg', {width: 12, height: 12, 'aria-hidden': 'true'}, svg('circle', {cx: 6, cy: 6, r: 5, fill: seatColour(p.seat)})), ' ',
        playerName(view, p.seat), seatMarks(view, p.seat), p.seat === view.you ? ' (you)' : '', winners.has(p.seat) && score.final ? ' ★' : ''),
      html('td', {text: String(p.total)}),
      html('td', {class: 'hint', text: describeBreakdown(p.breakdown)})))),
  );
}

// A score's breakdown in words: numbers as they are, a list of numbers as their sum ("none yet"
// when empty), a list of records by the points each holds (Twinkle Starship's deals).
function describeBreakdown(breakdown) {
  const say = (value) => {
    if (!Array.isArray(value)) return String(value);
    if (!value.length) return 'none yet';
    if (typeof value[0] === 'number') return `${value.join(' + ')}`;
    return value.map((item) => (item && typeof item === 'object' && 'points' in item ? item.points : '?')).join(' + ');
  };
  return Object.entries(breakdown || {}).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${say(v)}`).join(', ');
}

function gameLinks(game, id, view, seats, onSwitch) {
  const base = `${location.origin}/play#/${game}/${id}`;
  const items = [html('label', {}, 'Watch link ', html('input', {readonly: true, id: 'watch-link', value: base}))];
  for (const player of view.players || []) {
    if (player.open) items.push(html('label', {}, `Join link for ${seatNumber(player.seat)} `, html('input', {readonly: true, value: `${base}/join/${player.seat}`})));
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
