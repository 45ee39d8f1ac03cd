// Twinkle Twinkle's moves in words (engines/twinkle_twinkle/rules.py): every event public; a
// tile is named from the house edition's public tile list (ctx.tile).
import {compose, who} from './words.js';

export function tileWords(tile) {
  if (!tile) return 'a tile';
  const kind = tile.kind.replace(/_/g, ' ');
  const slow = tile.slow ? 'slow ' : '';
  if (tile.kind !== 'star') return `${slow ? 'a slow' : /^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
  const novas = tile.stars.filter((star) => star.nova).length;
  const stars = tile.stars.length > 1 ? `${tile.stars.length} stars` : 'a star';
  return `${slow ? 'a slow tile with ' : ''}${stars}${novas ? ` (${novas > 1 ? `${novas} novas` : 'a nova'})` : ''}`;
}

export function describeEvent(event, ctx) {
  const tile = (id) => tileWords(ctx.tile ? ctx.tile(id) : null);
  switch (event.type) {
    case 'created':
      return event.players === 1 ? 'against the Cosmobot' : null;
    case 'tile_placed':
      return `${who(ctx, event.seat)} took ${tile(event.tile)} from slot ${event.slot + 1} and placed it at row ${event.space[0] + 1}, column ${event.space[1] + 1}`;
    case 'tile_removed':
      return `the Cosmobot took ${tile(event.tile)} from slot ${event.slot + 1} out of the game`;
    case 'round_ended':
      return `round ${event.round} ends`;
    case 'rows_refilled':
      return `round ${event.round} begins with fresh rows`;
    case 'game_over':
      return 'every Star Chart is full: game over';
    default:
      return null;
  }
}

export const moveSentence = (events, ctx) => compose(events, ctx, describeEvent);
