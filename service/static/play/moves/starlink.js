// Starlink's moves in words (engines/starlink/rules.py): the card drawn is the illustrator's
// alone for ever, the chosen word until the game ends; the drawing and the guesses are public.
// A line's drawer is the commit's actor (segment events name no seat).
import {compose, listWords, plural, quoted, who, whose} from './words.js';

export function describeEvent(event, ctx) {
  const actor = event.seat ?? event.actor;
  switch (event.type) {
    case 'created':
      return `with a ${event.options.timer_seconds}-second sand timer`;
    case 'turn_started':
      return `turn ${event.turn + 1}: ${who(ctx, event.illustrator)} ${event.illustrator === ctx.you ? 'draw' : 'draws'} a card`;
    case 'card_drawn':
      return `${who(ctx, event.seat)} drew ${quoted(event.words[0])} or ${quoted(event.words[1])}, worth ${plural(event.value, 'point')}`;
    case 'constellation_erased':
      return `${who(ctx, actor)} erased a constellation to make room`;
    case 'word_chosen':
      return `${who(ctx, actor)} chose ${quoted(event.word)}`;
    case 'timer_started':
      return `${who(ctx, actor)} started drawing: the sand timer runs`;
    case 'segment_added':
      return `${who(ctx, actor)} joined star ${event.a} to star ${event.b}`;
    case 'segment_erased':
      return `${who(ctx, actor)} erased the line from star ${event.a} to star ${event.b}`;
    case 'drawing_erased':
      return `${who(ctx, actor)} erased the whole drawing`;
    case 'guessed':
      return `${who(ctx, actor)} guessed ${quoted(event.text)} — ${event.right ? 'right' : 'wrong'}`;
    case 'turn_ended':
      return event.guesser === null
        ? `time is up: nobody guessed ${whose(ctx, event.illustrator, null)} ${quoted(event.word)}`
        : `${quoted(event.word)} was guessed: ${listWords([who(ctx, event.illustrator), who(ctx, event.guesser)])} score ${plural(event.points, 'point')} each${event.lens_bonus ? ', the lens bonus included' : ''}`;
    case 'game_over':
      return `game over — ${event.scores.map((points, seat) => `${ctx.name(seat)} ${points}`).join(', ')}`;
    default:
      return null;
  }
}

export const moveSentence = (events, ctx) => compose(events, ctx, describeEvent);
