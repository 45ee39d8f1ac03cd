// Tournaments on /play: the list (#/tournaments: upcoming, running, finished; GET
// /v1/tournaments) and an event's page (#/tournaments/<id>): its terms in words, a countdown to
// its start (or its end), Join and Withdraw with the tab's player key (meet.js's ensurePlayer:
// kept in sessionStorage, sent only in the Authorization header), the standings kept live by the
// event's public stream (GET …/stream, an EventSource: no key), its games to watch, and, when the
// player's feed says the tab's player is seated at one of its tables, the game itself.
import {call} from './api.js';
import {html, identityMarks} from './dom.js';
import {listen} from './feed.js';
import {describeClock, describeOptions, duration, ensurePlayer, refusalLine, takeKeySeat} from './meet.js';
import {loadPlayer} from './tab.js';

export const tournamentsHash = '#/tournaments';
export const tournamentHash = (id) => `#/tournaments/${encodeURIComponent(id)}`;
const gameHash = (slug, id) => `#/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`;
const STANDINGS_SHOWN = 50;
const GAMES_SHOWN = 30;
const REREAD_MS = 1500;  // the stream's news is read again at most this often (one standings read, one games read)
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const STATUS_WORDS = {upcoming: 'Upcoming', running: 'Running', finished: 'Finished'};

// "Arena, 30 min, tables of 2" / "Swiss, 5 rounds, tables of 4", as a person says it.
function formatWords(t) {
  const shape = t.format === 'arena' ? `Arena of ${duration(t.duration || (t.ends - t.starts))}` : `Swiss, ${plural(t.rounds, 'round')}`;
  return `${shape}, tables of ${t.table_size}`;
}

// Seconds left as a clock face: 1:05:09, 4:32, 0:07.
function countdown(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

const when = (epoch) => new Date(epoch * 1000).toLocaleString([], {dateStyle: 'medium', timeStyle: 'short'});

// ----- the list ------------------------------------------------------------------------------------

export async function tournamentsView({onProblem}) {
  const catalogue = (await call('GET', '/v1/games')).games;
  const titleOf = (slug) => (catalogue.find((g) => g.slug === slug) || {title: slug}).title;
  const abort = new AbortController();
  const sections = ['upcoming', 'running', 'finished'].map((status) => {
    const list = html('ul', {class: 'tournament-list', id: `tournaments-${status}`});
    const empty = html('p', {class: 'empty', hidden: true, text: {
      upcoming: 'No tournament is coming up.', running: 'No tournament is being played now.',
      finished: 'No tournament has finished lately.'}[status]});
    return {status, list, empty, node: html('section', {'aria-labelledby': `heading-${status}`},
      html('h3', {id: `heading-${status}`, text: STATUS_WORDS[status]}), list, empty)};
  });
  const node = html('section', {class: 'ratings tournaments', id: 'tournaments-page'},
    html('h2', {text: 'Tournaments'}),
    html('p', {class: 'hint', text: 'An arena seats you again as soon as your game ends, until its time is up; a Swiss '
      + 'event plays a set number of rounds, everyone seated each round against players of a close score. '
      + 'Points by place at the table: 2 for each player you finish ahead of, 1 for each you tie.'}),
    ...sections.map((s) => s.node));

  function line(t) {
    const time = t.status === 'upcoming' ? `starts ${when(t.starts)}`
      : t.status === 'running' ? (t.ends ? `ends ${when(t.ends)}` : `round ${t.round} of ${t.rounds}`) : 'over';
    return html('li', {'data-tournament': t.id, 'data-status': t.status},
      html('a', {href: tournamentHash(t.id), text: t.name}), ' — ',
      `${titleOf(t.game)}, ${formatWords(t)}, ${time}`, t.invite_only ? ' (by invitation)' : '');
  }

  async function read() {
    try {
      for (const s of sections) {
        const page = await call('GET', `/v1/tournaments?status=${s.status}&limit=20`, {signal: abort.signal});
        s.list.replaceChildren(...page.tournaments.map(line));
        s.empty.hidden = page.tournaments.length > 0;
      }
      node.dataset.loaded = 'yes';
    } catch (error) {
      onProblem(error);
    }
  }
  await read();
  const timer = setInterval(() => { if (document.visibilityState !== 'hidden') read(); }, 15000);
  return {node, title: 'Starport — tournaments', stop: () => { abort.abort(); clearInterval(timer); }};
}

// ----- an event ------------------------------------------------------------------------------------

export async function tournamentView({id, onProblem}) {
  const abort = new AbortController();
  const stops = [() => abort.abort()];
  const key = () => (loadPlayer() || {}).key;
  let t = await call('GET', `/v1/tournaments/${encodeURIComponent(id)}`, {token: key(), signal: abort.signal});
  const catalogue = (await call('GET', '/v1/games')).games;
  const title = (catalogue.find((g) => g.slug === t.game) || {title: t.game}).title;
  let skew = t.now - Date.now() / 1000;  // the server's clock minus ours: the countdown is the server's

  const clockLine = html('p', {id: 'tournament-clock', class: 'countdown', 'aria-live': 'off'});
  const statusLine = html('p', {id: 'tournament-status', 'aria-live': 'polite'});
  const youLine = html('p', {id: 'tournament-you', 'aria-live': 'polite'});
  const join = html('button', {type: 'button', id: 'tournament-join', text: 'Join'});
  const withdraw = html('button', {type: 'button', id: 'tournament-withdraw', text: 'Withdraw'});
  const refusal = refusalLine('tournament-refusal');
  const rows = html('tbody', {});
  const standings = html('table', {class: 'board-table', id: 'tournament-standings'},
    html('caption', {class: 'visually-hidden', text: 'Standings, best first'}),
    html('thead', {}, html('tr', {},
      html('th', {scope: 'col', text: 'Rank'}), html('th', {scope: 'col', text: 'Player'}),
      html('th', {scope: 'col', class: 'number', text: 'Points'}), html('th', {scope: 'col', class: 'number', text: 'Games'}),
      html('th', {scope: 'col', class: 'number', text: 'Wins'}))),
    rows);
  const standingsNote = html('p', {class: 'hint', id: 'tournament-standings-note'});
  const games = html('ul', {class: 'tournament-games', id: 'tournament-games'});
  const gamesEmpty = html('p', {class: 'empty', text: 'No table yet: the first are seated at the start.'});
  const terms = html('dl', {class: 'tournament-terms'});
  const node = html('section', {class: 'ratings tournament', id: 'tournament-page', 'data-tournament': id},
    html('p', {}, html('a', {href: tournamentsHash, text: '‹ All tournaments'})),
    html('h2', {id: 'tournament-name', text: t.name}),
    statusLine, clockLine, terms,
    html('div', {class: 'lobby-bar'}, join, ' ', withdraw), youLine, refusal.node,
    html('h3', {text: 'Standings'}), html('div', {class: 'table-box'}, standings), standingsNote,
    html('h3', {text: 'Games'}), games, gamesEmpty);

  function drawTerms() {
    const bots = Object.entries(t.house_bots || {}).filter(([, n]) => n).map(([level, n]) => `${n} ${level}`).join(', ');
    const pairs = [
      ['Game', `${title} (${describeOptions(t.options)})`],
      ['Format', formatWords(t)],
      ['Clock', describeClock(t.clock)],
      ['Rated', t.rated ? 'yes: each game moves your rating' : 'no'],
      ['Starts', when(t.starts)],
      ['Who may join', t.invite_only ? 'only the players invited' : 'anyone with a player key'],
      ['Bots', `${bots ? `house bots: ${bots}` : 'no house bots'}; bot accounts ${t.bot_accounts ? 'may' : 'may not'} join`],
      ['Entrants', `${t.entrants} of at most ${t.max_entrants}`],
    ];
    terms.replaceChildren(...pairs.flatMap(([k, v]) => [html('dt', {text: k}), html('dd', {text: v})]));
  }

  function drawStatus() {
    const round = t.format === 'swiss' && t.status === 'running' ? ` — round ${t.round} of ${t.rounds}` : '';
    statusLine.textContent = `${STATUS_WORDS[t.status]}${round}`;
    if (t.status === 'finished' && t.why_ended === 'too_few_entrants') statusLine.textContent += ': too few players joined to seat a table.';
    node.dataset.status = t.status;
    const you = t.you || {};
    join.hidden = !(t.status === 'upcoming' || (t.status === 'running' && (t.format === 'arena' || you.paused))) || (you.entered && !you.paused) || you.withdrawn;
    join.textContent = you.paused ? 'Join again' : 'Join';
    withdraw.hidden = !you.entered || you.withdrawn || t.status === 'finished';
    youLine.textContent = !you.entered ? (t.invite_only && !you.invited && loadPlayer() ? 'You are not on this tournament\'s invitation list.' : '')
      : you.withdrawn ? 'You withdrew: you keep your points and are not seated again.'
        : you.paused ? 'You missed two of your games in a row, so you are not seated for now: join again to play on.'
          : t.status === 'finished' ? 'You played in this tournament.'
            : 'You are in. When you are seated at a table, this page takes you to the game.';
  }

  function tick() {
    const now = Date.now() / 1000 + skew;
    if (t.status === 'upcoming') clockLine.textContent = now < t.starts ? `Starts in ${countdown(t.starts - now)}` : 'Starting…';
    else if (t.status === 'running' && t.ends) clockLine.textContent = now < t.ends ? `Ends in ${countdown(t.ends - now)}` : 'Time is up: the last games are finishing.';
    else clockLine.textContent = t.status === 'finished' && t.ended ? `Ended ${when(t.ended)}` : '';
  }

  function standingLine(line) {
    const marks = [line.withdrawn && 'withdrew', line.paused && 'paused', line.streak >= 2 && `${line.streak} wins in a row: points double`,
      line.byes && plural(line.byes, 'bye')].filter(Boolean);
    const mine = loadPlayer() && loadPlayer().player_id === line.player;
    return html('tr', {'data-player': line.player, 'data-points': line.points, class: mine ? 'mine' : null},
      html('td', {class: 'rank', text: String(line.rank)}),
      html('td', {class: 'who'}, line.player.startsWith('bot-') ? line.name : html('a', {href: `#/players/${line.player}`, text: line.name}),
        ...identityMarks(line), mine ? ' (you)' : '', marks.length ? html('span', {class: 'hint', text: ` — ${marks.join(', ')}`}) : ''),
      html('td', {class: 'number', text: String(line.points)}),
      html('td', {class: 'number', text: String(line.games)}),
      html('td', {class: 'number', text: String(line.wins)}));
  }

  function gameLine(table) {
    const names = table.names && table.names.length ? table.names.join(', ') : plural(table.players.length, 'player');
    const state = {forming: 'being seated', playing: 'playing', scored: 'over', void: 'not played'}[table.state] || table.state;
    const n = Number(String(table.table).split('t').pop()) + 1;  // table ids are r<round>t<n>, from 0
    const label = t.format === 'swiss' ? `Round ${table.round}, table ${n}` : `Seating ${table.round}, table ${n}`;
    return html('li', {'data-game-id': table.game_id || '', 'data-state': table.state}, `${label}: ${names} — ${state} `,
      table.game_id && table.state !== 'void'
        ? html('a', {href: gameHash(t.game, table.game_id), text: table.state === 'playing' ? 'Watch' : 'See the game'}) : '');
  }

  async function read() {
    const [fresh, page, tables] = await Promise.all([
      call('GET', `/v1/tournaments/${encodeURIComponent(id)}`, {token: key(), signal: abort.signal}),
      call('GET', `/v1/tournaments/${encodeURIComponent(id)}/standings?limit=${STANDINGS_SHOWN}`, {signal: abort.signal}),
      call('GET', `/v1/tournaments/${encodeURIComponent(id)}/games?limit=100`, {signal: abort.signal})]);
    t = fresh;
    skew = t.now - Date.now() / 1000;
    rows.replaceChildren(...page.standings.map(standingLine));
    standingsNote.textContent = page.total > page.standings.length ? `The top ${page.standings.length} of ${page.total}.` : '';
    const shown = tables.games.slice(-GAMES_SHOWN).reverse();  // the newest first
    games.replaceChildren(...shown.map(gameLine));
    gamesEmpty.hidden = shown.length > 0;
    drawTerms();
    drawStatus();
    tick();
    node.dataset.loaded = String(Number(node.dataset.loaded || 0) + 1);
  }

  // The stream's news (seated, scored, standings, paused, finished…) is read again, at most every REREAD_MS.
  let pending = null;
  function soon() {
    if (pending) return;
    pending = setTimeout(() => { pending = null; read().catch(onProblem); }, REREAD_MS);
  }
  stops.push(() => clearTimeout(pending));
  if (t.status !== 'finished') {
    const news = new EventSource(`/v1/tournaments/${encodeURIComponent(id)}/stream`);
    news.onmessage = () => soon();
    stops.push(() => news.close());
  }
  stops.push(listen((event) => {
    if (event.tournament !== id) return;
    if (event.type === 'seated') takeKeySeat(event.game, event.game_id, event.seat);
    else soon();
  }, onProblem));

  async function act(path) {
    refusal.clear();
    join.disabled = withdraw.disabled = true;
    try {
      const player = await ensurePlayer();
      t = await call('POST', `/v1/tournaments/${encodeURIComponent(id)}/${path}`, {token: player.key});
      await read();
    } catch (error) {
      refusal.say(error);
    } finally {
      join.disabled = withdraw.disabled = false;
    }
  }
  join.addEventListener('click', () => act('join'));
  withdraw.addEventListener('click', () => act('withdraw'));

  await read();
  const timer = setInterval(tick, 1000);
  stops.push(() => clearInterval(timer));
  return {node, title: `Starport — ${t.name}`, stop: () => stops.forEach((stop) => stop())};
}
