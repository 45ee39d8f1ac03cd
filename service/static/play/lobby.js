// The lobby beside *New game*: the tab's player (and a link to its page of ratings, ratings.js),
// Quick play, challenges, and for the title picked its Open tables
// (GET /v1/{game}/games?status=waiting: a Join button per open seat), Live games
// (status=active: a Watch link each; every game is listed unless made unlisted, each seat with
// its rating), both narrowed to rated games by *Rated only* (&rated=true) and, when the tab holds a player key or seat tokens, Your
// games (GET /v1/players/me/games and the tab's own seats). Each list pages with the lobby's
// cursor (`next` → ?after=) and is read again every REFRESH_MS while the tab is visible: two
// lobby reads a round, well inside the per-address budget for tokenless reads (1200 a minute).
// It shows what the lobby lines say (seats, options, clock), never a token.
import {call, gamePath, Problem} from './api.js';
import {html, identityWords} from './dom.js';
import {challengesPanel, describeClock, describeOptions, ensurePlayer, quickPlayPanel, takeKeySeat, whenPlayerMade} from './meet.js';
import {listen} from './feed.js';
import {loadPlayer, loadSeats, savePlayer, saveSeats, tabGames} from './tab.js';
import {playerHash} from './ratings.js';
import {oneDecimal} from './chart.js';

export const REFRESH_MS = 5000;
const PAGE = 8;
const TITLE_ENTRY = 'starport-lobby-title';
const RATED_ENTRY = 'starport-lobby-rated';

export function lobbyPanel({catalogue, onProblem}) {
  const stops = [];
  const titleOf = (slug) => (catalogue.find((g) => g.slug === slug) || {title: slug}).title;

  // ----- who the tab is -----
  const playerBox = html('div', {id: 'player-box', class: 'player-box'});
  const nameInput = html('input', {id: 'player-name', 'data-player-name': '', maxlength: 40, placeholder: 'your name', autocomplete: 'nickname',
    'aria-label': 'Your name (for seats you join and your player)'});
  const nameOf = () => nameInput.value.trim() || undefined;
  const yourRating = html('p', {id: 'your-rating', 'data-your-rating': '', 'aria-live': 'polite'});
  // The tab's player's ratings in words, from its public page (a read on drawing the lobby and
  // whenever the feed says a rating changed).
  async function readRating() {
    const player = loadPlayer();
    if (!player) return;
    try {
      const profile = await call('GET', `/v1/players/${encodeURIComponent(player.player_id)}`);
      const rated = Object.entries(profile.ratings);
      yourRating.dataset.games = String(rated.reduce((n, [, r]) => n + r.games, 0));
      yourRating.replaceChildren(...(rated.length ? ['Your rating: ', ...rated.flatMap(([slug, r], i) => [i ? ' · ' : '',
        html('span', {'data-rating-game': slug, 'data-ordinal': r.ordinal, 'data-rated-games': r.games,
          text: `${titleOf(slug)} ${oneDecimal(r.ordinal)} after ${r.games} rated game${r.games === 1 ? '' : 's'}${r.provisional ? ' (provisional)' : ''}`})])]
        : ['No rated games yet: tick Rated in Quick play or a challenge to get a rating.']));
    } catch (error) {
      if (!(error instanceof Problem && error.status === 404)) onProblem(error);
    }
  }
  function drawPlayer() {
    const player = loadPlayer();
    if (player) {
      playerBox.dataset.player = 'true';
      playerBox.replaceChildren(html('p', {},
        'You play as ', html('strong', {text: player.name}), '. Your player id (share it to be challenged): ',
        html('code', {id: 'player-id', 'data-player-id': player.player_id, text: player.player_id})),
      yourRating,
      html('p', {class: 'hint'}, 'Your player key stays in this tab; it finds your games again after a reload. ',
        html('a', {href: playerHash(player.player_id), id: 'your-ratings', 'data-your-ratings': '', text: 'Your ratings'})));
      readRating();
      return;
    }
    playerBox.dataset.player = 'false';
    const get = html('button', {type: 'button', id: 'become-player', 'data-player-create': '', text: 'Get a player key'});
    get.addEventListener('click', async () => {
      get.disabled = true;
      try { await ensurePlayer(nameOf()); } catch (error) { onProblem(error); get.disabled = false; }  // drawn by whenPlayerMade
    });
    playerBox.replaceChildren(html('p', {}, html('label', {}, 'Name ', nameInput), ' ', get),
      html('p', {class: 'hint', text: 'Joining a table, Quick play or a challenge gets this tab a player key by itself.'}));
  }

  // ----- the lists -----
  const picker = html('select', {id: 'lobby-title', 'data-lobby-title': '', 'aria-label': 'Tables of'},
    catalogue.map((g) => html('option', {value: g.slug, text: g.title})));
  const remembered = sessionStorage.getItem(TITLE_ENTRY);
  if (catalogue.some((g) => g.slug === remembered)) picker.value = remembered;
  const ratedOnly = html('input', {type: 'checkbox', id: 'lobby-rated', 'data-lobby-rated': ''});
  ratedOnly.checked = sessionStorage.getItem(RATED_ENTRY) === 'true';
  const refreshButton = html('button', {type: 'button', id: 'lobby-refresh', 'data-lobby-refresh': '', text: 'Refresh'});
  const updated = html('span', {class: 'hint', id: 'lobby-updated', 'aria-live': 'off'});

  const lists = {
    waiting: list('open-tables', 'Open tables', 'waiting'),
    active: list('live-games', 'Live games', 'active'),
    mine: list('your-games', 'Your games', 'mine'),
  };

  function list(id, heading, kind) {
    const items = html('ul', {class: 'entries', 'aria-labelledby': `${id}-title`});
    const newer = html('button', {type: 'button', 'data-page': 'newer', text: 'Newer'});
    const older = html('button', {type: 'button', 'data-page': 'older', text: 'Older'});
    const where = html('span', {class: 'hint', 'data-page-number': ''});
    const node = html('section', {id, class: 'lobby-list', 'data-list': kind, 'aria-labelledby': `${id}-title`},
      html('h3', {id: `${id}-title`, text: heading}), items, html('div', {class: 'pager'}, newer, ' ', where, ' ', older));
    const state = {node, items, newer, older, where, cursors: [null], next: null};
    newer.addEventListener('click', () => { if (state.cursors.length > 1) { state.cursors.pop(); readList(kind); } });
    older.addEventListener('click', () => { if (state.next) { state.cursors.push(state.next); readList(kind); } });
    return state;
  }

  function drawPager(state) {
    state.newer.disabled = state.cursors.length <= 1;
    state.older.disabled = !state.next;
    state.where.textContent = state.cursors.length > 1 || state.next ? `page ${state.cursors.length}` : '';
    state.older.parentElement.hidden = state.newer.disabled && state.older.disabled;  // one page: no pager
  }

  function seatWords(entry) {
    return entry.seats.map((s) => {
      if (s.open) return `seat ${s.seat + 1} open`;  // seats from 1 for people; the API counts from 0
      const rating = s.rating ? ratingWords(s.rating) : '';
      const name = `${s.name}${identityWords(s)}`;  // its handle and bot-account mark, if any
      if (!s.bot) return rating ? `${name} (${rating})` : name;
      if (s.left) return `${name} (a ${s.bot} bot for one who left)`;
      const named = s.name !== `seat ${s.seat}`;  // a bot quick play or a create seated without a name
      return `${named ? `${name} (${s.bot} bot` : `${s.bot} bot (`}${named && rating ? ', ' : ''}${rating})`;
    }).join(' · ');
  }
  function settingsWords(entry) {
    return [describeOptions(entry.options), describeClock(entry.clock), entry.rated ? 'rated' : null,
      entry.rematch_of ? 'a rematch' : null].filter(Boolean).join(' · ');
  }
  const ago = (when) => {
    const s = Math.max(0, Math.round(Date.now() / 1000 - when));
    return s < 60 ? `${s} s ago` : s < 3600 ? `${Math.round(s / 60)} min ago` : `${Math.round(s / 3600)} h ago`;
  };

  function openTable(entry) {
    const held = loadSeats(entry.game, entry.game_id);
    const controls = held ? [html('a', {href: `#/${entry.game}/${entry.game_id}`, 'data-open-game': entry.game_id, text: 'Back to your seat'})]
      : entry.open_seats.map((seat) => {
        const join = html('button', {type: 'button', 'data-join': seat, 'data-game-id': entry.game_id, text: `Join seat ${seat + 1}`,
          'aria-label': `Join ${entry.title} game ${entry.game_id.slice(0, 8)} at seat ${seat + 1}`});
        join.addEventListener('click', () => claim(entry, seat, join));
        return join;
      });
    return html('li', {'data-game-id': entry.game_id, 'data-game': entry.game, 'data-status': entry.status},
      html('div', {class: 'entry-head'}, html('strong', {text: entry.title}), ' ', html('span', {class: 'hint', text: `created ${ago(entry.created)}`})),
      html('div', {text: seatWords(entry)}),
      html('div', {class: 'hint', text: settingsWords(entry)}),
      html('div', {class: 'entry-controls'}, controls));
  }

  function liveGame(entry) {
    return html('li', {'data-game-id': entry.game_id, 'data-game': entry.game, 'data-status': entry.status},
      html('div', {class: 'entry-head'}, html('strong', {text: entry.title}), ' ',
        html('span', {class: 'hint', text: `last move ${ago(entry.updated)}`})),
      html('div', {text: seatWords(entry)}),
      html('div', {class: 'hint', text: settingsWords(entry)}),
      html('div', {class: 'entry-controls'},
        html('a', {href: `#/${entry.game}/${entry.game_id}`, 'data-watch': entry.game_id, text: 'Watch',
          'aria-label': `Watch ${entry.title} game ${entry.game_id.slice(0, 8)}`})));
  }

  function yourGame(entry) {
    const open = html('a', {href: `#/${entry.game}/${entry.game_id}`, 'data-open-game': entry.game_id,
      text: entry.status === 'finished' ? 'See the end' : 'Play', 'aria-label': `Open ${entry.title} game ${entry.game_id.slice(0, 8)}`});
    if (Number.isInteger(entry.you)) open.addEventListener('click', (event) => { event.preventDefault(); takeKeySeat(entry.game, entry.game_id, entry.you); });
    return html('li', {'data-game-id': entry.game_id, 'data-game': entry.game, 'data-status': entry.status},
      html('div', {class: 'entry-head'}, html('strong', {text: entry.title}), ' ', html('span', {class: 'status-word', text: entry.status})),
      html('div', {text: `${Number.isInteger(entry.you) ? `you are seat ${entry.you + 1}` : 'your seat'}${entry.seats ? ` · ${seatWords(entry)}` : ''}`}),
      html('div', {class: 'entry-controls'}, open));
  }

  async function claim(entry, seat, button) {
    button.disabled = true;
    try {
      // With the tab's player key, so the seat is also among the player's own games.
      const player = await ensurePlayer(nameOf());
      const body = nameOf() ? {name: nameOf()} : (player.name ? {name: player.name} : {});
      const claimed = await call('POST', `${gamePath(entry.game, entry.game_id)}/seats/${seat}/claim`,
        {token: player.key, body: JSON.stringify(body)});
      const seats = loadSeats(entry.game, entry.game_id) || {tokens: {}, acting: seat};
      seats.tokens[seat] = claimed.token;
      seats.acting = seat;
      saveSeats(entry.game, entry.game_id, seats);
      location.hash = `#/${entry.game}/${entry.game_id}`;
    } catch (error) {
      onProblem(error);
      button.disabled = false;
      readList('waiting');
    }
  }

  const empty = (kind) => {
    const title = titleOf(picker.value);
    const words = {
      waiting: ratedOnly.checked ? `No rated open tables for ${title} right now: try rated Quick play.`
        : `No open tables for ${title} right now: create one under New game (with an open seat), or try Quick play.`,
      active: `No ${ratedOnly.checked ? 'rated ' : ''}${title} games are being played right now.`,
      mine: loadPlayer() || tabGames().length ? 'No games of yours yet.' : 'Games you create, join or are seated at show here.',
    }[kind];
    return html('li', {class: 'empty', 'data-empty': kind, text: words});
  };

  const statusCache = new Map();  // tab-held games' status (finished ones never change)
  async function tabEntries(known) {
    const held = tabGames().filter((g) => !known.has(g.id));
    const entries = [];
    for (const {game, id, seats} of held.slice(0, 20)) {
      let status = statusCache.get(id);
      if (status !== 'finished') {
        try {
          const token = seats.tokens[seats.acting] || Object.values(seats.tokens)[0];
          const view = await call('GET', gamePath(game, id), {token});
          status = view.status;
          statusCache.set(id, status);
        } catch (error) {
          status = error instanceof Problem && error.status === 404 ? 'gone' : (status || 'unknown');
          statusCache.set(id, status);
        }
      }
      if (status !== 'gone') entries.push({game_id: id, game, title: titleOf(game), status, you: seats.acting, seats: null});
    }
    return entries;
  }

  async function readList(kind) {
    const state = lists[kind];
    const after = state.cursors[state.cursors.length - 1];
    try {
      let entries;
      if (kind === 'mine') {
        const player = loadPlayer();
        const known = new Set();
        entries = [];
        state.next = null;
        if (player) {
          try {
            const mine = await call('GET', `/v1/players/me/games?limit=${PAGE}${after ? `&after=${encodeURIComponent(after)}` : ''}`, {token: player.key});
            entries = mine.games;
            state.next = mine.next || null;  // a cursor where the server pages these
          } catch (error) {
            if (!(error instanceof Problem && error.status === 401)) throw error;
            savePlayer(null);  // the key is no longer known (players expire when unused): forget it
            drawPlayer();
          }
        }
        for (const entry of entries) known.add(entry.game_id);
        if (!after) {  // the tab's own seats (games made here with seat tokens) on the first page
          const many = await tabEntries(known);
          entries = [...entries, ...many];
        }
        state.node.hidden = !player && !tabGames().length;
      } else {
        const rated = ratedOnly.checked ? '&rated=true' : '';
        const page = await call('GET', `/v1/${encodeURIComponent(picker.value)}/games?status=${kind}&limit=${PAGE}${rated}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
        entries = page.games;
        state.next = page.next;
      }
      const draw = {waiting: openTable, active: liveGame, mine: yourGame}[kind];
      const focused = document.activeElement && state.node.contains(document.activeElement) ? focusKey(document.activeElement) : null;
      state.items.replaceChildren(...(entries.length ? entries.map(draw) : [empty(kind)]));
      state.node.dataset.count = entries.length;
      state.node.dataset.loaded = String(Number(state.node.dataset.loaded || 0) + 1);
      drawPager(state);
      if (focused) {  // keyboard users keep their place across a refresh
        const again = [...state.node.querySelectorAll('a,button')].find((n) => focusKey(n) === focused);
        if (again) again.focus();
      }
    } catch (error) {
      onProblem(error);
      if (error instanceof Problem && error.retryAfter) backoff = Date.now() + error.retryAfter * 1000;
    }
  }
  const focusKey = (node) => `${node.tagName}|${node.textContent}|${node.getAttribute('data-game-id') || node.getAttribute('data-watch') || node.getAttribute('data-open-game') || ''}|${node.getAttribute('data-page') || ''}`;

  let backoff = 0;
  let busy = false;
  let again = false;  // asked for while a round was out (a filter changed): one more round after it
  async function refresh() {
    if (busy) { again = true; return; }
    if (Date.now() < backoff) return;
    busy = true;
    try {
      await Promise.all([readList('waiting'), readList('active'), readList('mine')]);
      updated.textContent = `updated ${new Date().toLocaleTimeString()}`;
    } finally {
      busy = false;
    }
    if (again) { again = false; refresh(); }
  }
  const filtered = () => {
    sessionStorage.setItem(TITLE_ENTRY, picker.value);
    sessionStorage.setItem(RATED_ENTRY, String(ratedOnly.checked));
    lists.waiting.cursors = [null];
    lists.active.cursors = [null];
    refresh();
  };
  picker.addEventListener('change', filtered);
  ratedOnly.addEventListener('change', filtered);
  refreshButton.addEventListener('click', refresh);
  const timer = setInterval(() => { if (document.visibilityState !== 'hidden') refresh(); }, REFRESH_MS);
  const onVisible = () => { if (document.visibilityState === 'visible') refresh(); };
  document.addEventListener('visibilitychange', onVisible);
  stops.push(() => { clearInterval(timer); document.removeEventListener('visibilitychange', onVisible); });
  // A game that starts or ends for the player refreshes the lists at once.
  stops.push(listen((event) => {
    if (['seated', 'game_over'].includes(event.type)) refresh();
    if (event.type === 'rating_changed') readRating();
  }, null));

  const quick = quickPlayPanel({catalogue, nameOf, onProblem});
  const challenges = challengesPanel({catalogue, nameOf, onProblem});
  stops.push(quick.stop, challenges.stop);
  // However the tab got its player key (this box's button, Quick play, a challenge sent, a seat
  // joined), the box shows the player and its id, and the lists and challenges are read for it.
  stops.push(whenPlayerMade(() => { drawPlayer(); challenges.refresh(); refresh(); }));
  const challengeTimer = setInterval(() => { if (document.visibilityState !== 'hidden' && loadPlayer()) challenges.refresh(); }, REFRESH_MS * 3);
  stops.push(() => clearInterval(challengeTimer));

  drawPlayer();
  refresh();
  const node = html('section', {class: 'lobby', id: 'lobby-panel', 'aria-labelledby': 'lobby-heading'},
    html('h2', {id: 'lobby-heading', text: 'Play now'}),
    playerBox,
    html('div', {class: 'lobby-bar'}, html('label', {}, 'Tables of ', picker), ' ',
      html('label', {}, ratedOnly, ' Rated only'), ' ', refreshButton, ' ', updated),
    html('div', {class: 'lobby-lists'}, lists.waiting.node, lists.active.node, lists.mine.node),
    quick.node, challenges.node);
  return {node, stop: () => stops.forEach((stop) => stop())};
}

// A seat's rating as a lobby line says it: the displayed rating (μ − 3σ) to one decimal,
// "provisional" while the server is still unsure of it.
export function ratingWords(rating) {
  return `${oneDecimal(rating.ordinal)}${rating.provisional ? ', provisional' : ''}`;
}
