"""Ratings (issue 30), through the API and the game-end job: rated games between player keys and
house bots move every seat's rating exactly as the ``openskill`` package computes it from the
recorded results, once per game however often the job runs, with a row of rating history per
seat in the archive and a ``rating_changed`` note on each player's feed. Real Redis, real
databases (SQLite, and PostgreSQL under ``e2e``)."""

from __future__ import annotations

import random

import pytest
from openskill.models import PlackettLuce

from service.archive.records import build_record, decoded_events
from tests.playing import play_to_the_end
from tests.meeting import feed, of_type

# Short games: one deal of Twinkle Starship.
OPTIONS = {"twinkle-starship": {"deals": 1}}


def new_player(stack, name: str) -> dict:
    made = stack.api.post("/v1/players", {"name": name})
    assert made.status == 201, made.body
    return made.body


def rated_game(stack, slug: str, people: list[dict], bots: list[str], seed: int) -> str:
    """A rated game of ``slug``: the people claim its open seats with their keys, bots sit at the
    others (in a shuffled order); played to its end (random legal moves for the people), then its
    game-end job run."""
    seats = [{"open": True}] * len(people) + [{"name": f"house {level}", "bot": level} for level in bots]
    order = list(range(len(seats)))
    random.Random(seed).shuffle(order)
    seats = [seats[i] for i in order]
    created = stack.api.create(slug, seats, rated=True, options=OPTIONS.get(slug, {})).body
    game_id = created["game_id"]
    tokens = {}
    open_seats = [i for i, seat in enumerate(seats) if seat.get("open")]
    for person, seat in zip(people, open_seats):
        claimed = stack.api.post(f"/v1/{slug}/games/{game_id}/seats/{seat}/claim", {}, token=person["key"])
        assert claimed.status == 200, claimed.body
        tokens[seat] = person["key"]
    play_to_the_end(stack.api, slug, game_id, tokens, between_turns=stack.run_worker, rng=random.Random(seed))
    stack.run_worker()  # the game-end job: the ratings, then the archive
    return game_id


def recorded_ranks(record: dict) -> list[int]:
    """The ranking the issue asks for, from the archived record: winners first, then by total,
    equal totals tied; a seat that left last."""
    totals = {p["seat"]: p["total"] for p in record["score"]["players"]}
    def key(seat):
        left = any(c["change"] in ("left", "taken_over") for c in seat["changes"])
        return (left, seat["seat"] not in record["winners"], -totals[seat["seat"]])
    keys = [key(seat) for seat in record["seats"]]
    return [1 + sum(other < mine for other in keys) for mine in keys]


def subject(seat: dict) -> str:
    return seat["player"] or f"bot:{seat['bot']}"


class Expected:
    """Every subject's rating as the ``openskill`` package computes it, game after game; a bot
    level is an anchor (issue 41 item 9): its rating is its calibration, whatever it played."""

    def __init__(self, bots: dict[str, dict]):
        self.model = PlackettLuce()
        self.ratings = {f"bot:{level}": self.model.rating(mu=r["mu"], sigma=r["sigma"]) for level, r in bots.items()}
        self.games: dict[str, int] = {}

    def play(self, record: dict) -> None:
        subjects = [subject(seat) for seat in record["seats"]]
        # A rating object per seat: openskill updates a rating in place, so a level at two seats
        # must not hand it the same object twice.
        priors = [self.ratings.setdefault(s, self.model.rating()) for s in subjects]
        teams = [[self.model.rating(mu=r.mu, sigma=r.sigma)] for r in priors]
        after = self.model.rate(teams, ranks=recorded_ranks(record))
        new: dict[str, list] = {}
        for s, [rating] in zip(subjects, after):
            new.setdefault(s, []).append(rating)
        for s, mine in new.items():  # a person at one seat: the mean of one result
            if not s.startswith("bot:"):
                self.ratings[s] = self.model.rating(mu=sum(r.mu for r in mine) / len(mine),
                                                    sigma=sum(r.sigma for r in mine) / len(mine))
            self.games[s] = self.games.get(s, 0) + 1


def bot_levels(stack, slug: str) -> dict[str, dict]:
    catalogue = stack.api.get("/v1/games").body["games"]
    return {level: entry["rating"] for g in catalogue if g["slug"] == slug for level, entry in g["levels"].items()}


def profile(stack, player: dict) -> dict:
    answer = stack.api.get(f"/v1/players/{player['player_id']}")
    assert answer.status == 200, answer.body
    return answer.body


@pytest.mark.parametrize("slug, games", [
    ("starshower", [(1, ["greedy"]), (2, []), (1, ["random"]), (2, [])]),
    ("twinkle-starship", [(2, ["random"]), (1, ["random", "random"]), (3, ["greedy"])]),
])
def test_rated_games_move_every_rating_as_openskill_computes_from_the_records_once_each(stack, slug, games):
    people = [new_player(stack, name) for name in ("ann", "bob", "cat")]
    expected = Expected(bot_levels(stack, slug))
    played = []
    for seed, (n, bots) in enumerate(games):
        game_id = rated_game(stack, slug, people[:n], bots, seed)
        played.append(game_id)
        expected.play(stack.archive.get(game_id))
        assert stack.service.archive_game(game_id) == "already"  # the job run again changes nothing
    for person in people:
        mine = profile(stack, person)["ratings"].get(slug)
        want = expected.ratings.get(person["player_id"])
        if want is None:
            assert mine is None
            continue
        assert abs(mine["mu"] - want.mu) < 1e-9 and abs(mine["sigma"] - want.sigma) < 1e-9
        assert mine["games"] == expected.games[person["player_id"]]
        assert abs(mine["ordinal"] - (want.mu - 3 * want.sigma)) < 1e-9
        assert mine["provisional"] is (want.sigma > 6)
        assert [line["game_id"] for line in mine["recent"]] == [
            g for g in reversed(played) if any(s["player"] == person["player_id"] for s in stack.archive.get(g)["seats"])]
        told = of_type(feed(stack.api, person["key"]), "rating_changed")
        assert [e["game_id"] for e in told] == [line["game_id"] for line in reversed(mine["recent"])]  # once each
        assert abs(told[-1]["rating"]["mu"] - want.mu) < 1e-9
    for level, rating in bot_levels(stack, slug).items():
        want = expected.ratings[f"bot:{level}"]
        assert abs(rating["mu"] - want.mu) < 1e-9 and abs(rating["sigma"] - want.sigma) < 1e-9
        assert rating["games"] == expected.games.get(f"bot:{level}", 0)  # its games counted all the same
    for game_id in played:  # the archive's history: each seat's before and after
        record = stack.archive.get(game_id)
        for seat in record["seats"]:
            rows = [r for r in stack.archive.rating_history(subject(seat), slug, limit=100) if r["game_id"] == game_id]
            assert seat["seat"] in {r["seat"] for r in rows}


def test_a_job_that_died_after_the_ratings_and_before_the_archive_applies_them_once(stack):
    ann, bob = new_player(stack, "ann"), new_player(stack, "bob")
    created = stack.api.create("starshower", [{"open": True}, {"open": True}], rated=True).body
    game_id = created["game_id"]
    keys = {}
    for seat, person in enumerate((ann, bob)):
        stack.api.post(f"/v1/starshower/games/{game_id}/seats/{seat}/claim", {}, token=person["key"])
        keys[seat] = person["key"]
    play_to_the_end(stack.api, "starshower", game_id, keys)  # people only: no job has run
    assert stack.archive.get(game_id) is None and stack.queue.archive_jobs() == 1
    archiving = stack.service.archiving  # the job's first steps, as a job that then died ran them
    record = build_record(stack.service.store.load(game_id), archiving.log_of(game_id),
                          decoded_events(stack.service.store.actions(game_id)))
    first = archiving.rated.rate(record)
    assert archiving.rated.rate(record) == first  # and again: the mark answers with the change
    before = profile(stack, ann)["ratings"]["starshower"]
    stack.run_worker()
    assert stack.service.archive_game(game_id) == "already"
    after = profile(stack, ann)["ratings"]["starshower"]
    assert after == before and after["games"] == 1
    rows = stack.archive.rating_history(ann["player_id"], "starshower")
    assert [(r["game_id"], r["mu_after"]) for r in rows] == [(game_id, after["mu"])]
    assert len(of_type(feed(stack.api, ann["key"]), "rating_changed")) == 1


def test_a_seat_that_left_counts_as_last_whatever_its_score(stack):
    ann, bob = new_player(stack, "ann"), new_player(stack, "bob")
    game_id = stack.api.create("starshower", [{"open": True}, {"open": True}], rated=True).body["game_id"]
    for seat, person in enumerate((ann, bob)):
        stack.api.post(f"/v1/starshower/games/{game_id}/seats/{seat}/claim", {}, token=person["key"])
    left = stack.api.post(f"/v1/starshower/games/{game_id}/seats/0/leave", {}, token=ann["key"])
    assert left.status == 200, left.body
    play_to_the_end(stack.api, "starshower", game_id, {1: bob["key"]}, between_turns=stack.run_worker)
    stack.run_worker()
    [told] = of_type(feed(stack.api, ann["key"]), "rating_changed")
    assert told["rank"] == 2 and told["rating"]["mu"] < 25
    assert of_type(feed(stack.api, bob["key"]), "rating_changed")[0]["rank"] == 1


def test_casual_solo_and_bot_only_games_are_not_rated_and_a_rated_create_seats_no_one_unasked(stack):
    ann = new_player(stack, "ann")
    casual = stack.api.create("starshower", [{"open": True}, {"bot": "random", "name": "r"}]).body["game_id"]
    stack.api.post(f"/v1/starshower/games/{casual}/seats/0/claim", {}, token=ann["key"])
    play_to_the_end(stack.api, "starshower", casual, {0: ann["key"]}, between_turns=stack.run_worker)
    solo = stack.api.create("twinkle-twinkle", [{"open": True}], rated=True).body["game_id"]
    stack.api.post(f"/v1/twinkle-twinkle/games/{solo}/seats/0/claim", {}, token=ann["key"])
    play_to_the_end(stack.api, "twinkle-twinkle", solo, {0: ann["key"]}, between_turns=stack.run_worker)
    bots = stack.bot_game("starligned", rated=True)
    stack.play_out(bots)
    stack.run_worker()
    assert stack.archive.get(casual) and stack.archive.get(solo) and stack.archive.get(bots)
    assert "unrated_reason" not in stack.archive.get(casual)  # a casual game: nothing to explain
    assert stack.archive.get(solo)["unrated_reason"] == "solo"  # created rated: the record says why not
    assert stack.archive.get(bots)["unrated_reason"] == "bots_only"
    assert profile(stack, ann)["ratings"] == {}
    assert bot_levels(stack, "starligned")["random"]["games"] == 0
    for seats in ([{"player": ann["player_id"]}, {"bot": "random"}], [{"name": "me"}, {"bot": "random"}]):
        refused = stack.api.post("/v1/starshower/games", {"seats": seats, "rated": True})
        assert refused.status == 422 and refused.headers["Content-Type"] == "application/problem+json"
    claimed = stack.api.create("starshower", [{"open": True}, {"bot": "random"}], rated=True).body
    anonymous = stack.api.post(f"/v1/starshower/games/{claimed['game_id']}/seats/0/claim", {})
    assert anonymous.status == 403 or anonymous.body["code"] == "player_key_required"
