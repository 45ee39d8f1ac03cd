"""What the rulings keep private for ever stays so once a game is over: a spectator who takes
everything a finished game publishes (views, events, seed and salt) and rebuilds the setup from
the seed, as ``service.verify`` does, must not get Starlink's unchosen words nor Starligned's
discards; and a Starlink guesser's list of words must not pair the words of a card."""

from __future__ import annotations

import random

import pytest

from engines import registry
from engines.contract import Rng
from engines.starlink.facts import CARDS
from service.verify import verify_finished_game
from tests.playing import StarportClient, play_to_the_end

NAMES = ["ann", "bob", "cy"]


@pytest.fixture
def api(client) -> StarportClient:
    return StarportClient(client)


def published(api, slug, game_id):
    return (api.view(slug, game_id).body,
            api.get(f"/v1/{slug}/games/{game_id}/events?after=0").body["events"])


def attackers_setup(slug, view, events):
    """The setup state a spectator rebuilds from the shown seed with the engine's own setup."""
    created = next(e for e in events if e["type"] == "created")
    return registry()[slug].setup(created["players"], created["options"], Rng(int(view["seed"])))


# ----- Starlink: the word an illustrator did not choose --------------------------------------

def play_starlink_guessing_right(api):
    """Three people; each turn the illustrator chooses word 0 and the next seat guesses it. What
    each illustrator saw of their card (both words) is the truth the attacker is after."""
    created = api.create("starlink", [{"name": n} for n in NAMES], options={"timer_seconds": 180}).body
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    unchosen = []
    while (view := api.view("starlink", game_id).body)["status"] != "finished":
        illustrator = view["state"]["turn"]["illustrator"]
        card = api.view("starlink", game_id, tokens[illustrator]).body["state"]["turn"]["card"]
        assert api.act("starlink", game_id, tokens[illustrator], {"type": "choose_word", "word_index": 0}).status == 200
        unchosen.append(card["words"][1])
        guesser = (illustrator + 1) % len(NAMES)
        assert api.act("starlink", game_id, tokens[guesser], {"type": "guess", "text": card["words"][0]}).status == 200
    return game_id, unchosen


def test_the_shown_seed_does_not_rebuild_the_words_nobody_chose(api):
    game_id, unchosen = play_starlink_guessing_right(api)
    view, events = published(api, "starlink", game_id)
    assert view["seed"]
    said = {value for e in events for value in e.values() if isinstance(value, str)}
    said |= {w for e in events for w in e.get("words", [])}
    assert not said & set(unchosen)  # the log keeps them, as the rulings say
    deck = attackers_setup("starlink", view, events).deck  # ...but the deck is the seed's?
    first = attackers_setup("starlink", view, events).turn.card
    drawn = [first, *reversed(deck)][:len(unchosen)]
    chosen = [e["word"] for e in events if e["type"] == "turn_ended"]
    derived = [next((w.word for w in CARDS[card].words if w.word != word), None)
               for card, word in zip(drawn, chosen)]
    assert sum(d == u for d, u in zip(derived, unchosen)) <= 1, "the seed gave away the unchosen words"


def test_a_finished_starlink_game_still_checks_out_against_its_seed(api):
    game_id, _ = play_starlink_guessing_right(api)
    view, events = published(api, "starlink", game_id)
    assert verify_finished_game("starlink", view, events).setup_events > 0


# ----- Starligned: the discards and the undealt deck -----------------------------------------

def cards_in_rows(view) -> set[int]:
    return {card["card"] for row in view["state"]["rows"] for card in row["cards"]}


def test_the_shown_seed_does_not_rebuild_the_discards(api):
    created = api.create("starligned", [{"name": n} for n in NAMES]).body
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    final = play_to_the_end(api, "starligned", game_id, tokens, rng=random.Random(25))
    # The truth: every card each seat was dealt (its own dealt events), less what was played.
    dealt = set()
    for token in tokens.values():
        for event in api.get(f"/v1/starligned/games/{game_id}/events?after=0", token=token).body["events"]:
            if event["type"] == "dealt":
                dealt |= {c["card"] for c in event["hand"]}
    discards = dealt - cards_in_rows(final)
    assert len(discards) == 2 * len(NAMES)
    # The attack: the first deal and the draw pile from the seed; the second deal is its top.
    view, events = published(api, "starligned", game_id)
    assert not any(e["type"] == "dealt" for e in events)
    state = attackers_setup("starligned", view, events)
    second_deal = state.deck[:6 * len(NAMES)]
    derived = {c.id for hand in state.hands for c in hand} | set(second_deal)
    assert derived - cards_in_rows(final) != discards, "the seed gave away the discards"


def test_a_seeded_game_has_no_second_secret_and_replays_whole(api):
    """A chosen seed decides everything (README): two games with one seed deal the same hands."""
    hands = []
    for _ in range(2):
        created = api.create("starligned", [{"name": n} for n in NAMES], seed=77).body
        view = api.view("starligned", created["game_id"], created["seats"][0]["token"]).body
        assert view.get("hidden_commitment") is None and view["seeded"] is True
        hands.append(view["state"]["hand"])
    assert hands[0] == hands[1]


def test_the_hidden_seed_is_committed_from_the_start_and_never_shown(api, app):
    from engines.contract import hidden_commitment

    created = api.create("starligned", [{"name": n} for n in NAMES]).body
    view = api.view("starligned", created["game_id"]).body
    record = app.extensions["starport"].store.load(created["game_id"])
    hidden_seed = record.rng["hidden"]["seed"]
    assert view["hidden_commitment"] == hidden_commitment(hidden_seed)
    assert hidden_seed != int(record.seed) and str(hidden_seed) not in str(view)


# ----- Starlink: the guess list --------------------------------------------------------------

def test_the_guess_list_does_not_pair_the_words_of_a_card(api):
    created = api.create("starlink", [{"name": n} for n in NAMES], seed=7).body
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    card = api.view("starlink", game_id, tokens[0]).body["state"]["turn"]["card"]
    api.act("starlink", game_id, tokens[0], {"type": "choose_word", "word_index": 0})
    guesses = [a["text"] for a in api.actions("starlink", game_id, tokens[1]).body["actions"]]
    assert guesses == sorted(guesses)  # an order that knows nothing of the cards
    at = guesses.index(card["words"][0])
    assert card["words"][1] not in guesses[max(at - 1, 0):at + 2]
    # Over the whole house edition: no card's two words are neighbours in the list.
    place = {word: i for i, word in enumerate(guesses)}
    assert all(abs(place[c.words[0].word] - place[c.words[1].word]) > 1 for c in CARDS)


@pytest.mark.xfail(strict=True, reason="Starlink's cards are the public house edition: a chosen word names its card "
                                       "(README, 'Checking a finished game'); the fix deals words per game")
def test_the_house_edition_still_names_the_unchosen_word(api):
    game_id, unchosen = play_starlink_guessing_right(api)
    _, events = published(api, "starlink", game_id)
    partner = {w.word: other.word for card in CARDS for w in card.words for other in card.words if other != w}
    derived = [partner[e["word"]] for e in events if e["type"] == "turn_ended"]
    assert derived != unchosen


def test_an_auditor_given_the_hidden_seed_checks_it_and_rebuilds_the_true_deal(api, app):
    from service.verify import NotVerified

    created = api.create("starligned", [{"name": n} for n in NAMES]).body
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    first_hand = api.view("starligned", game_id, tokens[0]).body["state"]["hand"]
    play_to_the_end(api, "starligned", game_id, tokens, rng=random.Random(3))
    view, events = published(api, "starligned", game_id)
    hidden_seed = app.extensions["starport"].store.load(game_id).rng["hidden"]["seed"]  # the operator's
    state = verify_finished_game("starligned", view, events, hidden_seed=hidden_seed).setup_state
    assert [{"card": c.id, "flipped": c.flipped} for c in state.hands[0]] == [
        {"card": c["card"], "flipped": c["flipped"]} for c in first_hand]
    with pytest.raises(NotVerified, match="hidden commitment"):
        verify_finished_game("starligned", view, events, hidden_seed=hidden_seed + 1)
