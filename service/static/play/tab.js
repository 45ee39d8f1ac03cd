// What this tab keeps, in its sessionStorage (never in a URL sent anywhere, never logged): the
// seats it plays (their tokens), its player key if it has one, the feed's cursor and the seek it
// waits on. Closing the tab forgets them; the private seat link and the player's own games list
// (GET /v1/players/me/games) are the ways back.

const SEAT_PREFIX = 'starport:';           // starport:<game>:<id> → {tokens: {seat: token}, acting, player?}
const PLAYER_ENTRY = 'starport-player';    // {player_id, name, key, feed}
const SEEK_ENTRY = 'starport-seek';        // {seek_id, game, …} while a quick play waits
const read = (name) => JSON.parse(sessionStorage.getItem(name) || 'null');
const write = (name, value) => (value === null ? sessionStorage.removeItem(name) : sessionStorage.setItem(name, JSON.stringify(value)));

// ----- seats ----------------------------------------------------------------------------------

const seatKey = (game, id) => `${SEAT_PREFIX}${game}:${id}`;
export const loadSeats = (game, id) => read(seatKey(game, id));
export const saveSeats = (game, id, seats) => write(seatKey(game, id), seats);

// A seat the player's key acts for (quick play, a challenge, a game from the player's list):
// the key itself is the seat's bearer; `player: true` says so (no private seat link is offered
// for it: that link would carry the key).
export function keepKeySeat(game, id, seat) {
  const player = loadPlayer();
  if (!player || !Number.isInteger(seat)) return;
  const seats = loadSeats(game, id) || {tokens: {}, acting: seat};
  if (!seats.tokens[seat]) seats.tokens[seat] = player.key;
  if (seats.tokens[seat] === player.key) seats.player = true;
  seats.acting = seat;
  saveSeats(game, id, seats);
}

// The games this tab holds a seat in: [{game, id, seats}].
export function tabGames() {
  const found = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const name = sessionStorage.key(i);
    if (!name.startsWith(SEAT_PREFIX)) continue;
    const rest = name.slice(SEAT_PREFIX.length);
    const cut = rest.indexOf(':');
    if (cut < 0) continue;
    const seats = read(name);
    if (seats && Object.keys(seats.tokens || {}).length) found.push({game: rest.slice(0, cut), id: rest.slice(cut + 1), seats});
  }
  return found;
}

// ----- the player -----------------------------------------------------------------------------

export const loadPlayer = () => read(PLAYER_ENTRY);
export const savePlayer = (player) => write(PLAYER_ENTRY, player);
export function saveFeedCursor(seq) {
  const player = loadPlayer();
  if (player && seq > (player.feed || 0)) savePlayer({...player, feed: seq});
}

export const loadSeek = () => read(SEEK_ENTRY);
export const saveSeek = (seek) => write(SEEK_ENTRY, seek);
