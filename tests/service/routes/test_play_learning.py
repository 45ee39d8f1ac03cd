"""Learning a game on /play: a hint for every prompt of every title, a short guide for every
title, and its full rules page (docs/games/<slug>.md) read by the page's own Markdown reader —
run by Node on the page's modules (service/static/play/), as the browser runs them."""

from __future__ import annotations

import json
import shutil
import subprocess

import msgspec
import pytest

from engines import registry
from engines.contract import Rng
from service.routes.play import PLAY_DIR

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")  # CI's image has it

# Seats, per title, that meet every prompt the title has within a few seeded games of random bots.
PLAYERS = {"starshower": 2, "twinkle-starship": 3, "twinkle-twinkle": 2, "starligned": 4, "starlink": 3}
# Prompts only a non-seat ever answers (the Cosmobot's): said in the status line, no hint.
AUTOMATON_PROMPTS = {"twinkle-twinkle": {"take"}}


def node(script: str, payload, tmp_path):
    given = tmp_path / "payload.json"
    given.write_text(json.dumps(payload))
    ran = subprocess.run([NODE, "--input-type=module", "-e", script, str(given)], capture_output=True, text=True, timeout=120,
                         env={"PLAY": PLAY_DIR.as_uri()})
    assert ran.returncode == 0, ran.stderr
    return json.loads(ran.stdout)


def prompts_met(slug: str, seeds=range(4)) -> dict[str, dict]:
    """Every prompt a seat met in seeded games of random bots: the first time it was met, the
    seat's view (as the API wraps it) and its legal actions then."""
    game = registry()[slug]
    met: dict[str, dict] = {}
    players = PLAYERS[slug]
    for seed in seeds:
        rng = Rng(seed)
        state = game.setup(players, game.meta.resolve_options(None), rng)
        now = 1_000_000.0
        game.start(state, now)
        for _ in range(5000):
            if game.is_over(state):
                break
            acting = game.to_act(state, now)
            if not acting:  # a sand timer to run out (Starlink)
                now = game.deadline(state)
                game.expire(state, now, rng)
                continue
            for actor, prompt in acting.items():
                if isinstance(actor, int) and prompt not in met:
                    view = {"you": actor, "status": "active", "players": [{"seat": s, "name": f"P{s}"} for s in range(players)],
                            "to_act": [{"seat": a if isinstance(a, int) else None, "prompt": p} for a, p in acting.items()],
                            "state": game.view(state, actor)}
                    met[prompt] = {"view": json.loads(msgspec.json.encode(view)),  # views may hold Structs
                                   "actions": game.legal_actions(state, actor, now)}
            actor = sorted(acting, key=str)[0]
            action = (game.automaton_action(state, actor, rng, now) if isinstance(actor, str)
                      else game.bots["random"](state, actor, rng, now))
            game.apply(state, actor, action, rng, now)
            now += 1.0
    return met


HINTS = """
const {readFileSync} = await import('fs');
const met = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const {BOARDS} = await import(process.env.PLAY + '/boards/index.js');
const {GUIDES} = await import(process.env.PLAY + '/guides.js');
const out = {};
for (const [slug, prompts] of Object.entries(met)) {
  const board = BOARDS[slug];
  out[slug] = {declared: Object.keys(board.prompts), guide: GUIDES[slug] || null, hints: {}};
  for (const [prompt, {view, actions}] of Object.entries(prompts)) {
    const entry = board.prompts[prompt];
    out[slug].hints[prompt] = entry ? {says: entry.says, hint: typeof entry.hint === 'function' ? entry.hint(view, actions) : entry.hint} : null;
  }
}
process.stdout.write(JSON.stringify(out));
"""


def test_every_prompt_of_every_title_has_its_words_and_a_one_line_hint(tmp_path):
    met = {slug: prompts_met(slug) for slug in registry()}
    told = node(HINTS, met, tmp_path)
    for slug, prompts in met.items():
        declared = set(told[slug]["declared"])
        assert set(prompts) | AUTOMATON_PROMPTS.get(slug, set()) == declared, f"{slug}: prompts met {sorted(prompts)}, declared {sorted(declared)}"
        for prompt, said in told[slug]["hints"].items():
            assert said and said["says"], f"{slug} {prompt}: no words"
            hint = said["hint"]
            assert hint and hint[0].isupper() and hint.endswith(".") and "\n" not in hint and len(hint) <= 140, (slug, prompt, hint)
            assert "undefined" not in hint and "_" not in hint, hint


def test_the_twinkle_starship_hint_says_which_colour_to_follow(tmp_path):
    """As the rulebook's "Play": follow the colour led if you can; pink is trump."""
    view = lambda led, hand: {"you": 0, "state": {"current_trick": {"led_colour": led, "plays": []}, "hand": hand}}  # noqa: E731
    pink = {"colour": "pink", "digit": 3}
    green = {"colour": "green", "digit": 5}
    script = """
const {readFileSync} = await import('fs');
const views = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const {prompts} = await import(process.env.PLAY + '/boards/twinkle-starship.js');
process.stdout.write(JSON.stringify(views.map((view) => prompts.play.hint(view, []))));
"""
    assert node(script, [view("pink", [pink, green]), view("pink", [green]), view("green", [pink]), view(None, [pink])], tmp_path) == [
        "Pick a card to play; you must follow pink if you can.",
        "You have no pink: play any card.",
        "You have no green: play any card (pink is trump).",
        "You lead: pick any card; add sticks or turn it upside down to change its number.",
    ]


def test_every_title_has_a_short_guide(tmp_path):
    told = node(HINTS, {slug: {} for slug in registry()}, tmp_path)
    for slug, said in told.items():
        guide = said["guide"]
        assert guide and guide["goal"] and guide["scoring"] and 2 <= len(guide["turn"]) <= 4, slug
        assert sum(len(line) for line in [guide["goal"], guide["scoring"], *guide["turn"]]) < 900, f"{slug}: a guide is short"


MARKDOWN = """
const {readFileSync} = await import('fs');
const {parseMarkdown} = await import(process.env.PLAY + '/markdown.js');
process.stdout.write(JSON.stringify(parseMarkdown(JSON.parse(readFileSync(process.argv[1], 'utf8')))));
"""

RULES_PAGE = """# Starshower

The **goal**: the *most* points, see [the API](../clients.md), [the rulebook](https://example.org/r) or [top](#scoring).
A line with `{"type": "call"}` and <img src=x onerror=alert(1)> and [click](javascript:alert(1)).

## A turn
1. Call the coin.
2. Place a star:
   - a good star
   - a black star
3. Next player.

| Stars | Points |
|---|---:|
| ungrouped | 1 |
| grouped | 2 |

!!! note "House ruling"
    A group counts the new star.

> A quote.

```json
{"type": "call", "side": "heads"}
```

---
"""


def test_a_rules_page_is_read_into_plain_values_with_no_markup(tmp_path):
    blocks = node(MARKDOWN, RULES_PAGE, tmp_path)
    assert [b["type"] for b in blocks] == ["heading", "paragraph", "heading", "list", "table", "note", "quote", "code", "rule"]
    paragraph = blocks[1]["inlines"]
    links = [node_ for node_ in paragraph if node_["type"] == "link"]
    assert [link["href"] for link in links] == ["https://example.org/r", "#scoring"], "only web and same-page links"
    texts = "".join(node_.get("text", "") for node_ in paragraph)
    assert "<img src=x onerror=alert(1)>" in texts, "markup in a document stays text"
    assert "javascript" not in json.dumps(links)
    assert {"type": "code", "text": '{"type": "call"}'} in paragraph
    ordered = blocks[3]
    assert ordered["ordered"] and len(ordered["items"]) == 3 and ordered["items"][1][1]["type"] == "list"
    assert [[cell[0]["text"] for cell in row] for row in blocks[4]["rows"]] == [["ungrouped", "1"], ["grouped", "2"]]
    assert blocks[5]["title"] == "House ruling" and blocks[5]["blocks"][0]["type"] == "paragraph"
    assert blocks[7]["text"] == '{"type": "call", "side": "heads"}'
