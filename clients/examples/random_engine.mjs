#!/usr/bin/env node
// A random engine in JavaScript, speaking starport-bot's line protocol (docs/bots.md):
// one JSON line in per decision ({game, game_id, seat, prompt, view, actions, clock}),
// one JSON line out: the action. Run by starport-bot with  command = ["node", "random_engine.mjs"].
import { createInterface } from "node:readline";

for await (const line of createInterface({ input: process.stdin })) {
  const { actions } = JSON.parse(line);
  const action = actions[Math.floor(Math.random() * actions.length)];
  process.stdout.write(JSON.stringify(action) + "\n");
}
