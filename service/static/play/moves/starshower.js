// Starshower's moves in words (engines/starshower/README.md, "Wire shape": every event public).
import {compose, listWords, plural, who, whose} from './words.js';

const where = (point) => `(${point[0] + 1}, ${point[1] + 1})`;  // as the board's edges are labelled

export function describeEvent(event, ctx) {
  const actor = event.seat ?? event.actor;
  switch (event.type) {
    case 'created':
      return `on a ${event.options.size} × ${event.options.size} grid`;
    case 'flip':
      return event.call === event.flip ? `${who(ctx, actor)} called ${event.call} — right: a good star`
        : `${who(ctx, actor)} called ${event.call} — wrong: a black star`;
    case 'star_drawn':
      return `${who(ctx, actor)} placed a ${event.star === 'good' ? '' : 'black '}star at ${where(event.point)}`;
    case 'group_formed':
      return `a group of ${event.stars} stars from ${where(event.from)} to ${where(event.to)}`;
    case 'black_line': {
      const closed = event.closed.length ? `, closing ${plural(event.closed.length, 'point')}` : '';
      const killed = event.killed.length
        ? ` and killing ${listWords(event.killed.map((k) => `${whose(ctx, k.seat, actor)} star at ${where(k.point)}`))}` : '';
      return `a black line to ${where(event.to)}${closed}${killed}`;
    }
    case 'black_line_refused':
      return `no line to ${where(event.to)}: a group blocks it`;
    case 'game_over':
      return `game over — ${event.totals.map((total, seat) => `${ctx.name(seat)} ${total}`).join(', ')}`;
    default:
      return null;
  }
}

export const moveSentence = (events, ctx) => compose(events, ctx, describeEvent);
