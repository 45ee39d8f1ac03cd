"""The service: one object the routes and the jobs call, composed of a room per concern.

- ``writes``: the one write path (load → engine → one commit → one post-commit sequence);
- ``tables``: create, claim, leave, cancel; ``acting``: a seat's action and idempotency;
- ``driver``: every move no client makes; ``reads``: views, legal actions, scores;
- ``watching``: long polls and streams; ``players``: the lobby, player keys and feeds;
- ``seating``: who a bearer is at a table; the meeting place: ``matchmaking`` (quick play),
  ``challenges`` and ``rematches``, each making its games through ``gathering``; ``archiving``: a finished game's record, written to the
  archive by its job, which rates it first (``rated_games``); ``leaderboards``: ratings read;
  ``archived``: a finished game read back (its record, its replayed views, and its view, score
  and log once Redis forgot it); ``history``: a player's games, archived ones too; ``webhooks``:
  a player's webhooks, a commit's announcement of the events they want and the deliveries a
  worker's pump queues of it, ``deliveries``: one delivery's attempt,
  run by its job. Turns and clocks are pure functions (``turns``), the wire shapes too (``views``).

``GameService`` only builds them and hands each call to the room that answers it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from engines import registry
from engines.contract import Game
from service.tables.acting import Acting
from service.archive.store import ArchiveStore
from service.archive.read_back import ArchivedGames
from service.archive.archiving import Archiving
from service.meeting.challenges import Challenges
from service.webhooks.deliveries import Deliveries
from service.webhooks.destinations import Destinations, Resolver, system_resolver
from service.tables.driver import DriveBudget, Driver, DriveReport
from service.store.game_record import GameRecord
from service.meeting.gathering import Gathering
from service.archive.history import History
from service.chat.store import ChatStore
from service.chat.talk import Chat, without_chat
from service.watching.hub import Hub
from service.meeting.quickplay import Matchmaking
from service.meeting.store import MeetingStore
from service.ratings.leaderboards import Leaderboards
from service.players.blocks import Blocks
from service.players.bots import Bots
from service.players.directory import Players
from service.players.handles import Handles
from service.players.tokens import Tokens
from service.ratings.rated_games import RatedGames
from service.ratings.store import RatingStore
from service.store.queue import Scheduler
from service.tables.reads import Reads
from service.meeting.rematch import Rematches
from service.tables.seating import Seating
from service.meeting.seeks import SeekStore
from service.tables.state_cache import StateCache
from service.store.games import GameStore
from service.tables.lifecycle import Tables
from service.tables.views import catalogue_entry
from service.watching.polls_and_streams import Watching
from service.webhooks.store import WebhookStore
from service.tables.open_games import OpenGames
from service.webhooks.hooks import Webhooks
from service.tables.writes import Writes, engine_of
from service.tournaments.events import Tournaments
from service.tournaments.running import Running
from service.tournaments.store import TournamentStore
from service.tournaments.stream import TournamentStream


class GameService:
    def __init__(self, store: GameStore, scheduler: Scheduler, *, clock: Callable[[], float] = time.time,
                 bot_pace_seconds: float = 2, cached_states: int = 0, watchers: int = 10_000,
                 stream_heartbeat: float = 15, archive: ArchiveStore | None = None,
                 webhook_allow: tuple[str, ...] = (), resolver: Resolver = system_resolver,
                 open_games: OpenGames = OpenGames()):
        self.store = store
        self.scheduler = scheduler
        self.clock = clock
        # Long polls and streams wait here: one subscription per process wakes them all.
        self.hub = Hub(store.entries_after_each, store.subscriber, capacity=watchers, heartbeat=stream_heartbeat,
                       release=store.clients.release, key_hashes=store.bearer_values, wall_clock=clock)
        self.states = StateCache(cached_states)
        ratings = RatingStore(store.shared, store.clients)
        self.seating = Seating(store, clock)
        hooks = WebhookStore(store.shared, store.clients, store.player_ttl())
        destinations = Destinations(webhook_allow, resolver)
        self.webhooks = Webhooks(hooks, store, self.seating, scheduler, destinations, clock)
        self.deliveries = Deliveries(hooks, store, destinations, clock=clock)
        self.players = Players(store, self.seating, clock, self.webhooks)
        # Accounts (issue 46): blocks, bot accounts and scoped tokens, asked by the meeting place,
        # tournaments and chat through ``blocks`` and ``bots``.
        self.blocks = Blocks(store)
        self.bots = Bots(store)
        self.tokens = Tokens(store, self.seating, clock)
        self.handles = Handles(store, clock)
        self.writes = Writes(store, scheduler, self.players, self.states, clock=clock,
                             bot_pace_seconds=bot_pace_seconds)
        self.reads = Reads(self.writes, self.seating, clock)
        self.tables = Tables(store, self.writes, self.seating, clock)
        self.acting = Acting(store, self.writes, self.seating)
        self.driver = Driver(store, self.writes, scheduler, clock=clock, bot_pace_seconds=bot_pace_seconds)
        # Table talk (issue 48): a game's players' and spectators' rooms, beside its log.
        self.chat = Chat(store, self.writes, self.seating, ChatStore(store.shared, store.clients, store.idle_ttl),
                         clock, blocked_by=self.blocks.blocked_by)
        self.watching = Watching(store, self.writes, self.seating, self.hub, self.chat)
        # Ratings (issue 30): applied by the game-end job, read by the players' and the catalogue.
        self.archiving = Archiving(store, archive, rated=RatedGames(self.players, ratings), chat=self.chat)
        self.leaderboards = Leaderboards(store, ratings)
        self.archived = ArchivedGames(self.writes, self.archiving, clock)
        self.history = History(store, archive)
        # The meeting place (issue 29): its games are made by one room, through tables' create.
        self.gathering = Gathering(store, self.tables, open_games)
        meetings = MeetingStore(store.shared, store.clients)
        self.matchmaking = Matchmaking(store, SeekStore(store.shared, store.clients), scheduler, self.seating,
                                       self.gathering, clock, ratings=ratings, blocks=self.blocks, bots=self.bots)
        self.challenges = Challenges(store, meetings, scheduler, self.seating, self.gathering, clock, self.players,
                                     blocks=self.blocks, bots=self.bots, ratings=ratings)
        self.rematches = Rematches(store, meetings, self.writes, self.seating, self.gathering, clock,
                                   blocks=self.blocks)
        # Tournaments (issue 47): entrants' calls, and the steps the workers run from the due-index.
        tourneys = TournamentStore(store.shared, store.clients)
        self.tournaments = Tournaments(tourneys, scheduler, self.seating, store.player_cards, clock,
                                       is_bot=lambda player: self.bots.is_bot([player])[player])
        self.tournament_stream = TournamentStream(tourneys, self.hub)
        self.tournament_steps = Running(tourneys, store, scheduler, self.gathering, self.players,
                                        self.archiving.record_of, clock, blocked=self.blocks.blocked_pairs)

    def engine(self, slug: str) -> Game:
        return engine_of(slug)

    def catalogue(self) -> list[dict]:
        return [catalogue_entry(game, self.leaderboards.levels(game)) for game in registry().values()]

    def load(self, slug: str, game_id: str) -> GameRecord:
        return self.writes.load(slug, game_id)

    # -- reads -------------------------------------------------------------------------------

    def view(self, slug: str, game_id: str, token: str | None) -> dict:
        return self.archived.held_or_kept(slug, game_id, lambda: self.reads.view(slug, game_id, token)[1],
                                          lambda kept: self.archived.view(slug, game_id, kept))

    def legal_actions(self, slug: str, game_id: str, token: str | None, *, unless=None):
        return self.reads.legal_actions(slug, game_id, token, unless=unless)

    def score(self, slug: str, game_id: str) -> dict:
        return self.archived.held_or_kept(slug, game_id, lambda: self.reads.score(slug, game_id), self.archived.score)

    # -- a finished game's record ------------------------------------------------------------

    def record(self, slug: str, game_id: str, chat: bool = True) -> dict:
        return without_chat(self.archived.record(slug, game_id), chat)

    def record_views(self, slug: str, game_id: str, after: int, limit: int) -> dict:
        return self.archived.views(slug, game_id, after, limit)

    def export(self, slug: str, ended_from: float, ended_to: float, after: str | None, limit: int,
               chat: bool = True) -> Iterator[bytes]:
        return self.archived.export(slug, ended_from, ended_to, after, limit, chat)

    def games_by_status(self) -> dict[tuple[str, str], int]:
        return self.store.games_by_status(list(registry()), self.clock())

    # -- writes ------------------------------------------------------------------------------

    def create(self, slug: str, seats: list[dict], options: dict | None, seed: int | None, **lifecycle) -> dict:
        return self.tables.create(slug, seats, options, seed, **lifecycle)

    def claim(self, slug: str, game_id: str, seat: int, name: str | None, key: str | None = None) -> dict:
        return self.tables.claim(slug, game_id, seat, name, key)

    def leave(self, slug: str, game_id: str, seat: int, token: str | None) -> dict:
        return self.tables.leave(slug, game_id, seat, token)

    def cancel(self, slug: str, game_id: str, token: str | None) -> dict:
        return self.tables.cancel(slug, game_id, token)

    def act(self, slug: str, game_id: str, token: str | None, action: dict, **how) -> bytes:
        return self.acting.act(slug, game_id, token, action, **how)

    # -- the driver (worker jobs) ----------------------------------------------------------

    def drive(self, slug: str, game_id: str, budget: DriveBudget = DriveBudget()) -> DriveReport:
        return self.driver.drive(slug, game_id, budget)

    def repair_schedule(self, slug: str, game_id: str) -> bool | None:
        return self.driver.repair_schedule(slug, game_id)

    # -- the meeting place ----------------------------------------------------------------------

    def seek(self, slug: str, key: str | None, wishes: dict) -> dict:
        return self.matchmaking.seek(slug, key, wishes)

    def seek_view(self, key: str | None, seek_id: str) -> dict:
        return self.matchmaking.view(key, seek_id)

    def withdraw_seek(self, key: str | None, seek_id: str) -> dict:
        return self.matchmaking.withdraw(key, seek_id)

    def challenge(self, key: str | None, challenged: str, wishes: dict) -> dict:
        return self.challenges.challenge(key, challenged, wishes)

    def challenge_view(self, key: str | None, challenge_id: str) -> dict:
        return self.challenges.view(key, challenge_id)

    def my_challenges(self, key: str | None) -> dict:
        return self.challenges.listed(key)

    def answer_challenge(self, key: str | None, challenge_id: str, verb: str) -> dict:
        return self.challenges.answer(key, challenge_id, verb)

    def set_bot_policy(self, key: str | None, policy: dict | None) -> dict:
        return self.challenges.set_bot_policy(key, policy)

    def offer_rematch(self, slug: str, game_id: str, token: str | None, client: str | None = None) -> dict:
        return self.rematches.offer(slug, game_id, token, client)

    def rematch_state(self, slug: str, game_id: str, token: str | None) -> dict:
        return self.rematches.state(slug, game_id, token)

    def meet(self, kind: str, ident: str) -> None:
        """The worker's meeting job: pair a pool (``pool``), or end or finish a challenge."""
        if kind == "pool":
            self.matchmaking.match(ident)
        elif kind == "tourney":  # a tournament's next step (service.tournaments.running)
            self.tournament_steps.step(ident)
        else:
            self.challenges.run_due(ident)

    # -- the archive (worker jobs) -------------------------------------------------------------

    def archive_game(self, game_id: str) -> str:
        return self.archiving.archive(game_id)

    def forget_archived(self, days: float) -> int:
        return self.archiving.forget_old(days, self.clock())

    # -- watching ----------------------------------------------------------------------------

    def events(self, slug: str, game_id: str, token: str | None, after: int, wait: float,
               chat_after: int | None = None) -> dict:
        return self.archived.held_or_kept(
            slug, game_id, lambda: self.watching.events(slug, game_id, token, after, wait, chat_after),
            lambda kept: self.archived.events(kept, after))

    # -- table talk (service.chat) -----------------------------------------------------------

    def say(self, slug: str, game_id: str, token: str | None, text: str) -> dict:
        return self.chat.say(slug, game_id, token, text)

    def chat_page(self, slug: str, game_id: str, token: str | None, after: int) -> dict:
        return self.archived.held_or_kept(slug, game_id, lambda: self.chat.page(slug, game_id, token, after),
                                          lambda kept: self.archived.chat(kept, after))

    def mute(self, slug: str, game_id: str, token: str | None, mark: str, muted: bool) -> dict:
        return self.chat.mute(slug, game_id, token, mark, muted)

    def report_line(self, slug: str, game_id: str, token: str | None, n: int) -> dict:
        return self.chat.report(slug, game_id, token, n)

    def delete_line(self, slug: str, game_id: str, n: int) -> dict:
        return self.chat.delete(slug, game_id, n)

    def time_out(self, author: str, seconds: int) -> dict:
        return self.chat.time_out(author, seconds)

    def shadow_ban(self, author: str, seconds: int) -> dict:
        return self.chat.shadow_ban(author, seconds)

    def chat_reports(self, limit: int) -> dict:
        return self.chat.reports(limit)

    def watch(self, slug: str, game_id: str, token: str | None, after: int, **how) -> Iterator[bytes]:
        return self.watching.watch(slug, game_id, token, after, **how)

    def player_events(self, key: str | None, after: int, wait: float) -> dict:
        return self.watching.player_events(key, after, wait)

    def watch_player(self, key: str | None, after: int, **how) -> Iterator[bytes]:
        return self.watching.watch_player(key, after, **how)

    # -- the lobby and players ---------------------------------------------------------------

    def lobby(self, slug: str, status: str, after: str | None, limit: int, rated_only: bool = False) -> dict:
        page, seats = self.players.lobby(engine_of(slug), status, after, limit, rated_only)
        self.leaderboards.show_seat_ratings(slug, page["games"], seats)
        return page

    def create_player(self, name: str | None, client: str | None = None) -> dict:
        return self.players.create_player(name, client)

    def player_of(self, key: str | None, scope: str | None = None) -> str:
        return self.seating.player_of(key, scope)

    def rotate_player_key(self, key: str | None) -> dict:
        return self.players.rotate_key(key)

    def revoke_player_key(self, key: str | None) -> None:
        self.players.revoke_key(key)

    def player_games(self, key: str | None, limit: int, after: str | None = None) -> dict:
        return self.history.games(self.seating.player_of(key, "read"), after, limit)

    def public_player_games(self, player_id: str, limit: int, after: str | None = None) -> dict:
        return self.history.games(player_id, after, limit, public=True)

    # -- accounts: tokens, blocks, bot accounts -----------------------------------------------------

    def mint_token(self, key: str | None, scopes: list[str], expires_in: int | None, label: str) -> dict:
        return self.tokens.mint(key, scopes, expires_in, label)

    def tokens_of(self, key: str | None) -> dict:
        return self.tokens.listed(key)

    def revoke_token(self, key: str | None, token_id: str) -> None:
        self.tokens.revoke(key, token_id)

    def block(self, key: str | None, other: str) -> dict:
        return self.blocks.block(self.seating.player_of(key, "challenge"), other)

    def unblock(self, key: str | None, other: str) -> dict:
        return self.blocks.unblock(self.seating.player_of(key, "challenge"), other)

    def blocks_of(self, key: str | None) -> dict:
        return self.blocks.listed(self.seating.player_of(key, "challenge"))

    def claim_handle(self, key: str | None, handle: str) -> dict:
        return self.handles.claim(self.seating.player_of(key), handle)

    def find_handles(self, prefix: str, limit: int, after: str | None) -> dict:
        return self.handles.find(prefix, limit, after)

    def is_bot(self, players: list[str]) -> dict[str, bool]:
        return self.bots.is_bot(players)

    # -- webhooks --------------------------------------------------------------------------------

    def register_webhook(self, key: str | None, url: str, events: list[str]) -> dict:
        return self.webhooks.register(key, url, events)

    def webhooks_of(self, key: str | None) -> dict:
        return self.webhooks.listed(key)

    def delete_webhook(self, key: str | None, webhook_id: str) -> None:
        self.webhooks.remove(key, webhook_id)

    def rotate_webhook_secret(self, key: str | None, webhook_id: str) -> dict:
        return self.webhooks.rotate(key, webhook_id)

    def enable_webhook(self, key: str | None, webhook_id: str) -> dict:
        return self.webhooks.enable(key, webhook_id)

    def webhook_deliveries(self, key: str | None, webhook_id: str) -> dict:
        return self.webhooks.deliveries(key, webhook_id)

    def redeliver(self, key: str | None, webhook_id: str, delivery_id: str) -> dict:
        return self.webhooks.redeliver(key, webhook_id, delivery_id)

    def deliver_webhook(self, player_id: str, webhook_id: str, delivery_id: str, *, last_try: bool = True,
                        next_in: float | None = None) -> str:
        """One attempt of a delivery (the worker's job)."""
        return self.deliveries.deliver(player_id, webhook_id, delivery_id, last_try=last_try, next_in=next_in)

    # -- ratings -------------------------------------------------------------------------------

    def find_players(self, prefix: str, limit: int, after: str | None) -> dict:
        return self.leaderboards.find(prefix, limit, after)

    def player_profile(self, player_id: str) -> dict:
        return self.leaderboards.player(player_id)

    def leaderboard(self, slug: str, limit: int, after: str | None) -> dict:
        return self.leaderboards.page(engine_of(slug).meta.slug, limit, after)
