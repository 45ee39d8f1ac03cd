"""Information-set Monte Carlo tree search: the ``expert`` bot level of the turn-based games.

One tree per decision, shared by every *determinization*: a full state the deciding seat could
be in, made from what that seat may see (its own hand, the public table) with everything else
dealt at random from what it cannot see. Never from the true hidden state: each game's
``determinize`` pools the unseen pieces, sorts them and shuffles them with the search's own
generator, so who really holds what cannot leak into the decision (Cowling, Powley & Whitehouse,
"Information Set Monte Carlo Tree Search", 2012; OpenSpiel's ``ISMCTSBot``).

Each iteration: determinize, walk down the tree choosing by UCB1 among the children legal in
this determinization (counting how often each was available, so a move that is rarely possible
is not punished for it), add one child, play a short rollout, and score the position with the
game's ``evaluate`` (a share in [0, 1] per seat: won games count 1 for the winners, split when
tied; unfinished ones a logistic of the seat's points margin). Chance (coins, draws) is played
with the search's generator as it comes: the tree is open-loop, keyed by actions only.

With ``tree_depth=1`` the search is flat: each of the game's few best candidates is played into
the same sampled futures (determinization, chance and rollout players alike: common random
numbers) and the best mean wins. That is what Starshower's, Twinkle Starship's and Starligned's
``expert`` levels use, with a greedy policy playing every seat in the rollouts (Starshower's
also takes the points where an opponent would group: its ``bots`` module says why): at a
quarter-second budget in Python the deeper tree with uniform rollouts lost to greedy in every
game (bench/README.md, "Arena"). Twinkle Twinkle's expert has a search of its own: nothing is
hidden within its rounds, so it plays each candidate out once, on tables made once per decision
(engines/twinkle_twinkle/bots.py, ``DraftLookahead``).

The budget is a fixed number of iterations per level, so a decision depends only on the
game's Rng and what the seat sees, never on the machine's speed or load; the level's time budget
is a safety cap on the thread's own CPU time, checked between iterations, that only a far slower
machine than the one the iterations were calibrated on would reach (bench/README.md, "Arena",
records the times). CPU time rather than the wall clock: on a loaded machine the wall clock
counts other processes' work, and a cap on it would cut searches short at random, making the
bot weaker and its decisions irreproducible exactly when the machine is busy.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable

import msgspec

from engines.contract import Action, Rng

_key_encoder = msgspec.json.Encoder()


@dataclass(frozen=True)
class SearchLevel:
    """How much one decision may search."""

    iterations: int  # iterations per decision: the budget, calibrated to stay within seconds
    budget_seconds: float = 0.25  # safety cap, checked between iterations
    rollout_moves: int = 6  # moves played by the rollout policy after the tree before evaluating
    tree_depth: int = 64  # decisions kept in the tree below the root; 1: flat Monte Carlo
    exploration: float = 0.7  # UCB1 constant; rewards are shares in [0, 1]


@dataclass(frozen=True)
class SearchGame:
    """What the search needs of one game, beyond its engine.

    - ``determinize(state, seat, rng)``: a copy of ``state`` whose hidden parts are redealt from
      ``seat``'s point of view (a plain copy when nothing is hidden);
    - ``evaluate(state)``: each seat's share of the win, in [0, 1];
    - ``candidates(state, actor, now)``: the actions worth searching (default: every legal one);
    - ``rollout(state, actor, rng, now)``: the rollout's move (default: a uniform candidate);
    - ``stage(state)``: rollouts stop where this changes from the decision's (a deal's end).
    """

    slug: str
    determinize: Callable[[Any, int, Rng], Any]
    evaluate: Callable[[Any], list[float]]
    candidates: Callable[[Any, Any, float], list[Action]] | None = None
    rollout: Callable[[Any, Any, Rng, float], Action] | None = None
    stage: Callable[[Any], Any] | None = None


class _Child:
    __slots__ = ("actor", "action", "visits", "total", "available", "children")

    def __init__(self, actor, action: Action):
        self.actor = actor
        self.action = action
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[bytes, _Child] = {}


class InformationSetSearch:
    """A bot policy: ``policy(state, seat, rng, now) -> action``."""

    def __init__(self, game: SearchGame, level: SearchLevel, time_cap: bool = True):
        self.game = game
        self.level = level
        self.time_cap = time_cap  # tests switch the safety cap off to compare decisions exactly
        self._engine = None

    @property
    def engine(self):
        if self._engine is None:  # the engine imports its bots: look it up on first use
            from engines import registry
            self._engine = registry()[self.game.slug]
        return self._engine

    def with_level(self, level: SearchLevel, time_cap: bool = True) -> "InformationSetSearch":
        return InformationSetSearch(self.game, level, time_cap)

    def candidates(self, state, actor, now: float) -> list[Action]:
        if self.game.candidates is not None:
            return self.game.candidates(state, actor, now)
        return self.engine.legal_actions(state, actor, now)

    def __call__(self, state, seat: int, rng: Rng, now: float) -> Action:
        choices = self.candidates(state, seat, now)
        if len(choices) == 1:
            return choices[0]
        search_rng = Rng(rng.next64())  # one draw of the game's Rng seeds the whole search
        if self.level.tree_depth == 1:
            return self._paired(state, seat, choices, search_rng, now)
        root = _Child(None, {})
        give_up = time.thread_time() + self.level.budget_seconds
        for done in range(self.level.iterations):
            if self.time_cap and done and time.thread_time() > give_up:
                break
            self._iterate(root, self.game.determinize(state, seat, search_rng), seat, choices, search_rng,
                          now, self.game.stage(state) if self.game.stage else None)
        by_key = {_key(action): action for action in choices}
        ranked = sorted(((c.visits, c.total, key) for key, c in root.children.items() if key in by_key),
                        reverse=True)
        return by_key[ranked[0][2]] if ranked else choices[0]

    def _paired(self, state, seat: int, choices: list[Action], rng: Rng, now: float) -> Action:
        """Flat Monte Carlo with common random numbers: every candidate is played into the same
        sampled futures (the same determinization, the same coins and draws, the same rollout
        players' tie-breaks), so the comparison between candidates is not drowned by the luck of
        the futures each happened to meet. Best mean share wins; ties go to the earlier candidate
        (the game's own ranking)."""
        totals = [0.0] * len(choices)
        stage = self.game.stage(state) if self.game.stage else None
        give_up = time.thread_time() + self.level.budget_seconds
        for done in range(max(1, self.level.iterations // len(choices))):
            if self.time_cap and done and time.thread_time() > give_up:
                break
            future = rng.next64(), rng.next64(), rng.next64()
            for i, action in enumerate(choices):
                world = self.game.determinize(state, seat, Rng(future[0]))
                chance, players = Rng(future[1]), Rng(future[2])
                self.engine.apply(world, seat, action, chance, now)
                self._rollout(world, players, now, stage, chance)
                totals[i] += self.game.evaluate(world)[seat]
        best = max(range(len(choices)), key=lambda i: (totals[i], -i))
        return choices[best]

    def _iterate(self, root: _Child, state, seat: int, choices: list[Action], rng: Rng, now: float,
                 stage) -> None:
        engine, node, path = self.engine, root, []
        while not engine.is_over(state):
            # The root's candidates are the seat's own: the same in every determinization.
            actor = seat if node is root else self._actor(state, rng, now)
            if actor is None:
                break
            actions = choices if node is root else self.candidates(state, actor, now)
            if not actions:
                break
            keyed = [(_key(a), a) for a in actions]
            fresh = []
            for key, _action in keyed:
                child = node.children.get(key)
                if child is None:
                    fresh.append(key)
                else:
                    child.available += 1
            if fresh:
                key = fresh[rng.below(len(fresh))]
                child = node.children[key] = _Child(actor, dict(keyed)[key])
                child.available = 1
                engine.apply(state, actor, child.action, rng, now)
                path.append(child)
                break
            child = max((node.children[key] for key, _a in keyed), key=self._ucb)
            engine.apply(state, actor, child.action, rng, now)
            path.append(child)
            node = child
            if len(path) >= self.level.tree_depth:
                break
        self._rollout(state, rng, now, stage)
        shares = self.game.evaluate(state)
        for child in path:
            child.visits += 1
            child.total += shares[child.actor]

    def _ucb(self, child: _Child) -> float:
        return (child.total / child.visits
                + self.level.exploration * math.sqrt(math.log(child.available) / child.visits))

    def _actor(self, state, rng: Rng, now: float):
        """The next to act, automatons moved on the way (they are part of the position)."""
        engine = self.engine
        while not engine.is_over(state):
            actors = sorted(engine.to_act(state, now), key=lambda a: (isinstance(a, str), str(a)))
            if not actors:
                return None
            if not isinstance(actors[0], str):
                return actors[0]
            engine.apply(state, actors[0], engine.automaton_action(state, actors[0], rng, now), rng, now)
        return None

    def _rollout(self, state, rng: Rng, now: float, stage, chance: Rng | None = None) -> None:
        """Up to ``rollout_moves`` moves by the rollout policy, drawing from ``rng``; chance in
        the rules (coins, deals) draws from ``chance`` when given, so that it stays the same
        whatever the players do."""
        engine = self.engine
        chance = rng if chance is None else chance
        for _ in range(self.level.rollout_moves):
            if self.game.stage is not None and self.game.stage(state) != stage:
                return
            actor = self._actor(state, chance, now)
            if actor is None:
                return
            if self.game.rollout is not None:
                action = self.game.rollout(state, actor, rng, now)
            else:
                actions = self.candidates(state, actor, now)
                if not actions:
                    return
                action = actions[rng.below(len(actions))]
            engine.apply(state, actor, action, chance, now)


def _key(action: Action) -> bytes:
    return _key_encoder.encode(action)


def win_shares(winners: list[int], players: int) -> list[float]:
    """The finished game's shares: 1 for the winner, split when tied."""
    shares = [0.0] * players
    for seat in winners:
        shares[seat] = 1 / len(winners)
    return shares


def scoreboard_shares(board: dict, players: int, scale: float) -> list[float]:
    """Shares from a game's scoreboard (``score()``: ``final``, ``winners``, each player's
    ``total``): the result when final, else the margins of the totals."""
    if board["final"]:
        return win_shares(board["winners"], players)
    return margin_shares([p["total"] for p in board["players"]], scale)


def margin_shares(points: list[float], scale: float) -> list[float]:
    """An unfinished game's shares: a logistic of each seat's lead over the best other seat (of
    its points alone when it plays solo)."""
    shares = []
    for seat, mine in enumerate(points):
        best_other = max((p for s, p in enumerate(points) if s != seat), default=0)
        shares.append(1 / (1 + math.exp(-(mine - best_other) / scale)))
    return shares


def copy_state(state):
    """A deep copy through MessagePack, the store's own encoding (msgspec: fast, and exactly what
    a stored state holds, nothing cached beside it)."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=type(state))
