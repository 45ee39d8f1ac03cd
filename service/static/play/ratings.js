// Ratings on /play: a title's leaderboard (#/ratings/<game>, GET /v1/{game}/leaderboard, a page
// at a time by the API's cursor) with a search of players by name (GET /v1/players?name=), and a
// player's page (#/players/<id>, GET /v1/players/{id}): its rating in each title, the recent
// changes as a chart (chart.js) and a table, and a form to challenge it (meet.js). Both read public
// routes only and show what they answer, nothing else; every name comes from a player and goes
// into the page as text (textContent, through dom.js's html()), never as markup.
import {call, Problem} from './api.js';
import {html, identityMarks} from './dom.js';
import {oneDecimal, ratingChart} from './chart.js';
import {challengeBox, playerSearch} from './meet.js';

const PAGE = 20;        // rows a page, unless the address asks for another ?limit= (1 to 100, as the API)
const MAX_PAGE = 100;
const TITLE_ENTRY = 'starport-board-title';  // the title last looked at, for the header's link

export const boardHash = (slug, query = '') => `#/ratings/${encodeURIComponent(slug)}${query}`;
export const playerHash = (id) => `#/players/${encodeURIComponent(id)}`;
const gameHash = (slug, id) => `#/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`;
const shortId = (id) => id.slice(0, 8);
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function pageSize(query) {
  const asked = Number(query.get('limit'));
  return Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : PAGE;
}

// ----- the leaderboard -------------------------------------------------------------------------

// The view for #/ratings[/<game>][?limit=n]: {node, title, stop}.
export async function leaderboardView({slug, query, onProblem}) {
  const catalogue = (await call('GET', '/v1/games')).games;
  const remembered = sessionStorage.getItem(TITLE_ENTRY);
  const wanted = slug || (catalogue.some((g) => g.slug === remembered) ? remembered : catalogue[0].slug);
  const game = catalogue.find((g) => g.slug === wanted);
  const limit = pageSize(query);
  const keep = query.has('limit') ? `?limit=${limit}` : '';

  const picker = html('select', {id: 'board-title', 'aria-label': 'Leaderboard of'},
    catalogue.map((g) => html('option', {value: g.slug, text: g.title, selected: g.slug === wanted})));
  picker.addEventListener('change', () => { location.hash = boardHash(picker.value, keep); });
  const heading = html('h2', {id: 'board-heading', text: game ? `Leaderboard — ${game.title}` : 'Leaderboard'});
  const titleOf = (slug) => (catalogue.find((g) => g.slug === slug) || {title: slug}).title;
  const search = playerSearch({id: 'find-player', label: 'Find a player by name', placeholder: 'find a player by name', titleOf});
  const bar = html('div', {class: 'lobby-bar'}, html('label', {}, 'Title ', picker), ' ',
    html('span', {role: 'search', class: 'find-player'}, search.input));
  if (!game) {
    const node = html('section', {class: 'ratings', id: 'board-page'}, heading, bar, search.results,
      html('p', {class: 'empty', 'data-empty': 'title', text: `Starport has no game called ${wanted}: pick one above.`}));
    return {node, title: 'Starport — leaderboard', stop: search.stop};
  }
  sessionStorage.setItem(TITLE_ENTRY, game.slug);

  const summary = html('p', {id: 'board-summary', 'aria-live': 'polite'});
  const rows = html('tbody', {});
  const table = html('table', {class: 'board-table', id: 'leaderboard'},
    html('caption', {class: 'visually-hidden', text: `${game.title}: rated players, best first`}),
    html('thead', {}, html('tr', {},
      html('th', {scope: 'col', text: 'Rank'}), html('th', {scope: 'col', text: 'Player'}),
      html('th', {scope: 'col', class: 'number', text: 'Rating'}), html('th', {scope: 'col', class: 'number', text: 'Games'}))),
    rows);
  const empty = html('p', {class: 'empty', 'data-empty': 'board', hidden: true,
    text: `Nobody is on the ${game.title} leaderboard yet. A player joins it once its rating settles, `
      + 'after about a dozen rated games; until then the rating is provisional and shows on the player\'s page.'});
  const higher = html('button', {type: 'button', id: 'board-higher', 'data-page': 'higher', text: '‹ Higher ranks'});
  const lower = html('button', {type: 'button', id: 'board-lower', 'data-page': 'lower', text: 'Lower ranks ›'});
  const where = html('span', {class: 'hint', id: 'board-page-number'});
  const pager = html('div', {class: 'pager'}, higher, ' ', where, ' ', lower);
  const node = html('section', {class: 'ratings', id: 'board-page', 'data-game': game.slug}, heading, bar, search.results, summary,
    html('div', {class: 'table-box'}, table), empty, pager,
    html('p', {class: 'hint', text: 'The rating shown is the displayed one, μ − 3σ: it rises as the server grows sure of a player. '
      + 'Provisional players are not listed.'}));

  const abort = new AbortController();
  const cursors = [null];  // the `after` of each page read so far; the last is the page shown
  let next = null;
  let reads = 0;

  function line(entry) {
    return html('tr', {'data-player-id': entry.player_id, 'data-rank': entry.rank, 'data-ordinal': entry.ordinal, 'data-games': entry.games},
      html('td', {class: 'rank', text: String(entry.rank)}),
      html('td', {class: 'who'}, html('a', {href: playerHash(entry.player_id), 'data-player-link': entry.player_id, text: entry.name}),
        identityMarks(entry), ' ', html('code', {class: 'hint', title: entry.player_id, text: shortId(entry.player_id)})),
      html('td', {class: 'number', text: oneDecimal(entry.ordinal)}),
      html('td', {class: 'number', text: String(entry.games)}));
  }

  async function read() {
    const after = cursors[cursors.length - 1];
    higher.disabled = lower.disabled = true;
    try {
      const page = await call('GET', `/v1/${encodeURIComponent(game.slug)}/leaderboard?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
        {signal: abort.signal});
      next = page.next;
      rows.replaceChildren(...page.lines.map(line));
      table.hidden = !page.lines.length;
      empty.hidden = page.lines.length > 0 || cursors.length > 1;
      summary.textContent = page.players ? `${plural(page.players, 'rated player')} on the board.` : '';
      if (!page.lines.length && cursors.length > 1) summary.textContent += ' No one further down.';
      where.textContent = `page ${cursors.length}`;
      pager.hidden = cursors.length === 1 && !next;  // one page: no pager
      reads += 1;
      node.dataset.loaded = reads;
      node.dataset.page = cursors.length;
    } catch (error) {
      onProblem(error);
    } finally {
      higher.disabled = cursors.length <= 1;
      lower.disabled = !next;
    }
  }
  higher.addEventListener('click', () => { if (cursors.length > 1) { cursors.pop(); read(); } });
  lower.addEventListener('click', () => { if (next) { cursors.push(next); read(); } });
  await read();
  return {node, title: `Starport — ${game.title} leaderboard`, stop: () => { abort.abort(); search.stop(); }};
}

// ----- a player's page -------------------------------------------------------------------------

// The view for #/players/<id>: {node, title, stop}.
export async function playerView({playerId}) {
  const abort = new AbortController();
  const [catalogue, profile] = await Promise.all([
    call('GET', '/v1/games', {signal: abort.signal}).then((c) => c.games),
    call('GET', `/v1/players/${encodeURIComponent(playerId)}`, {signal: abort.signal}).catch((error) => {
      if (error instanceof Problem && error.status === 404) return null;
      throw error;
    }),
  ]);
  if (!profile) {
    const node = html('section', {class: 'ratings', id: 'player-page'},
      html('h2', {id: 'player-name', text: 'No such player'}),
      html('p', {class: 'empty', 'data-empty': 'player', text: `No player has the id ${playerId}.`}),
      html('p', {}, html('a', {href: '#/ratings', text: 'The leaderboards'})));
    return {node, title: 'Starport — no such player', stop: () => abort.abort()};
  }

  const titleOf = (slug) => (catalogue.find((g) => g.slug === slug) || {title: slug}).title;
  const order = (slug) => { const i = catalogue.findIndex((g) => g.slug === slug); return i < 0 ? catalogue.length : i; };
  const slugs = Object.keys(profile.ratings).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const sections = slugs.map((slug) => titleRating(slug, titleOf(slug), profile.ratings[slug], profile.name));
  const challenge = challengeBox({profile, catalogue});
  const node = html('section', {class: 'ratings', id: 'player-page', 'data-player-id': profile.player_id},
    html('h2', {}, html('span', {id: 'player-name', text: profile.name}), identityMarks(profile)),
    html('p', {class: 'hint'}, 'Player id ', html('code', {id: 'player-page-id', text: profile.player_id})),
    challenge.node,
    sections.length ? sections : html('p', {class: 'empty', 'data-empty': 'ratings',
      text: `${profile.name} has no rated games yet: a rating comes from a title's rated games, and shows here after the first.`}),
    html('p', {}, html('a', {href: '#/ratings', text: 'The leaderboards'})));
  return {node, title: `Starport — ${profile.name}`, stop: () => { abort.abort(); challenge.stop(); }};
}

function titleRating(slug, title, rating, name) {
  const changes = [...rating.recent].reverse();  // the API's are newest first; the chart reads left to right
  const standing = rating.provisional
    ? html('span', {class: 'provisional', 'data-provisional': 'true', text: 'provisional'})
    : html('a', {href: boardHash(slug), 'data-provisional': 'false', text: 'on the leaderboard'});
  const id = `chart-${slug}`;
  return html('section', {class: 'title-rating', 'data-game': slug, 'aria-labelledby': `rating-${slug}-heading`},
    html('h3', {id: `rating-${slug}-heading`, text: title}),
    html('p', {class: 'rating-line'},
      'Rating ', html('strong', {'data-ordinal': rating.ordinal, text: oneDecimal(rating.ordinal)}),
      ` · ${plural(rating.games, 'rated game')} · `, standing),
    html('p', {class: 'hint', text: `μ ${oneDecimal(rating.mu)}, σ ${oneDecimal(rating.sigma)}. `
      + (rating.provisional ? 'Provisional while σ is above 6: off the leaderboard until the rating settles.' : '')}),
    changes.length
      ? [ratingChart(changes, {id, label: `${name} in ${title}`}), historyTable(slug, title, changes)]
      : html('p', {class: 'empty', 'data-empty': 'history', text: 'No rating changes to show yet.'}));
}

function historyTable(slug, title, changes) {
  const signed = (v) => `${v >= 0 ? '+' : '-'}${oneDecimal(Math.abs(v))}`;  // the same minus as the ratings'
  const when = (seconds) => new Date(seconds * 1000).toLocaleString([], {dateStyle: 'short', timeStyle: 'short'});
  return html('details', {class: 'history'},
    html('summary', {text: changes.length === 1 ? 'The last change in numbers' : `The last ${changes.length} changes in numbers`}),
    html('div', {class: 'table-box'}, html('table', {class: 'history-table', 'data-game': slug},
      html('caption', {class: 'visually-hidden', text: `${title}: rating changes, oldest first`}),
      html('thead', {}, html('tr', {},
        html('th', {scope: 'col', text: 'Game ended'}), html('th', {scope: 'col', text: 'Place'}),
        html('th', {scope: 'col', class: 'number', text: 'Before'}), html('th', {scope: 'col', class: 'number', text: 'After'}),
        html('th', {scope: 'col', class: 'number', text: 'Change'}))),
      html('tbody', {}, changes.map((c) => html('tr', {'data-change': c.game_id},
        html('td', {}, html('a', {href: gameHash(slug, c.game_id), title: `Watch the ${title} game that ended then`, text: when(c.ended)})),
        html('td', {text: `${c.rank} of ${c.players}`}),
        html('td', {class: 'number', text: oneDecimal(c.before)}),
        html('td', {class: 'number', text: oneDecimal(c.after)}),
        html('td', {class: 'number', text: signed(c.after - c.before)})))))));
}
