// A random Starshower bot: a player of its own, a token of it that may only play, a game against a
// house bot, then view, list actions and act until it ends. Run: npm run build && node dist/examples/bot.js [base url]
// The client waits out 429 and 503 on every request (src/index.ts); the bot paces its actions.
import { starport, type Schemas } from "../src/index.js";

const base = process.argv[2] ?? "http://127.0.0.1:8000";
const path = { game_id: "" };
const PACE_MS = 100; // at least this long between two actions: a bot acting at once meets the rate limits
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const made = await starport(base).POST("/v1/players", { body: { name: "typescript" } });
if (!made.data) throw new Error(`player: ${JSON.stringify(made.error)}`);
// The key mints a token and stays home: the token may play (and read) for an hour, nothing more.
const minted = await starport(base, made.data.key).POST("/v1/players/me/tokens", {
  body: { scopes: ["play"], expires_in: 3600, label: "examples/bot.ts" },
});
if (!minted.data) throw new Error(`token: ${JSON.stringify(minted.error)}`);
const me = starport(base, minted.data.token);
const created = await me.POST("/v1/starshower/games", {
  body: { seats: [{ player: made.data.player_id }, { name: "house", bot: "random" }], options: { size: 10 } },
});
if (!created.data) throw new Error(`create: ${JSON.stringify(created.error)}`);
path.game_id = created.data.game_id;
console.log(`playing starshower ${path.game_id}`);

let view: Schemas["StarshowerView"] | undefined;
let after = 0;
for (;;) {
  const seen = await me.GET("/v1/starshower/games/{game_id}", { params: { path } });
  view = seen.data;
  if (!view) throw new Error(`view: ${JSON.stringify(seen.error)}`);
  if (view.status === "finished") break;
  const mine = view.to_act.some((prompt) => prompt.seat === view?.you);
  const legal = mine ? (await me.GET("/v1/starshower/games/{game_id}/actions", { params: { path } })).data : undefined;
  const choice = legal?.actions[Math.floor(Math.random() * legal.actions.length)];
  if (!legal || !choice) {
    // not our turn (or nothing to do yet): a long poll wakes on the next event
    const log = await me.GET("/v1/starshower/games/{game_id}/events", { params: { path, query: { after, wait: 5 } } });
    after = log.data?.last_seq ?? after;
    continue;
  }
  const acted = await me.POST("/v1/starshower/games/{game_id}/actions", {
    params: { path, header: { "If-Match": `"${legal.version}"` } },
    body: choice,
  });
  if (acted.error && acted.response.status !== 412) throw new Error(`act: ${JSON.stringify(acted.error)}`);
  await pause(PACE_MS); // then look again (after a 412 too: the game moved on meanwhile)
}
const score = (await me.GET("/v1/starshower/games/{game_id}/score", { params: { path } })).data;
console.log(JSON.stringify({ game_id: path.game_id, final: score?.final, winners: score?.winners }));
