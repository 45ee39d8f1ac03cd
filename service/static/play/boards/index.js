// One board per game, keyed by the game's slug. Each exports:
//   title; draw(view, actions, ui, ctx) -> {svg, text: [sentences], placed: Set of action indexes
//   drawn as controls on the board, panel?: [extra nodes]}; group(action, view) -> heading;
//   button(action, view) -> an HTML button carrying data-action.
import * as starshower from './starshower.js';
import * as twinkleStarship from './twinkle-starship.js';
import * as twinkleTwinkle from './twinkle-twinkle.js';
import * as starligned from './starligned.js';
import * as starlink from './starlink.js';

export const BOARDS = {
  'starshower': starshower,
  'twinkle-starship': twinkleStarship,
  'twinkle-twinkle': twinkleTwinkle,
  'starligned': starligned,
  'starlink': starlink,
};
