""" Contains all the data models used in inputs/outputs """

from .attempt import Attempt
from .block_list import BlockList
from .blocked import Blocked
from .bot_level import BotLevel
from .bot_policy import BotPolicy
from .bot_policy_request import BotPolicyRequest
from .cancelled import Cancelled
from .catalogue import Catalogue
from .catalogue_entry import CatalogueEntry
from .catalogue_entry_bot_levels import CatalogueEntryBotLevels
from .catalogue_entry_levels import CatalogueEntryLevels
from .catalogue_entry_options import CatalogueEntryOptions
from .challenge import Challenge
from .challenge_event import ChallengeEvent
from .challenge_event_clock import ChallengeEventClock
from .challenge_event_options import ChallengeEventOptions
from .challenge_event_type import ChallengeEventType
from .challenge_options import ChallengeOptions
from .challenge_request import ChallengeRequest
from .challenge_request_options import ChallengeRequestOptions
from .challenge_status import ChallengeStatus
from .challenges import Challenges
from .chat_by import ChatBy
from .chat_line import ChatLine
from .chat_line_room import ChatLineRoom
from .chat_line_type import ChatLineType
from .chat_mute import ChatMute
from .chat_page import ChatPage
from .chat_report import ChatReport
from .chat_reports import ChatReports
from .chat_reports_reports_item import ChatReportsReportsItem
from .chat_say import ChatSay
from .claim_request import ClaimRequest
from .claimed import Claimed
from .clock import Clock
from .created_game import CreatedGame
from .created_game_status import CreatedGameStatus
from .deleted import Deleted
from .delivery import Delivery
from .delivery_list import DeliveryList
from .delivery_status import DeliveryStatus
from .feed import Feed
from .feed_event import FeedEvent
from .feed_event_options import FeedEventOptions
from .feed_event_type import FeedEventType
from .found_player import FoundPlayer
from .found_player_ratings import FoundPlayerRatings
from .game_over_event import GameOverEvent
from .game_over_event_type import GameOverEventType
from .games import Games
from .health import Health
from .leaderboard import Leaderboard
from .leaderboard_line import LeaderboardLine
from .left import Left
from .left_then import LeftThen
from .lobby import Lobby
from .lobby_game import LobbyGame
from .lobby_game_options import LobbyGameOptions
from .lobby_seat import LobbySeat
from .muted import Muted
from .option_info import OptionInfo
from .player import Player
from .player_created import PlayerCreated
from .player_games import PlayerGames
from .player_key import PlayerKey
from .player_profile import PlayerProfile
from .player_profile_ratings import PlayerProfileRatings
from .player_request import PlayerRequest
from .player_search import PlayerSearch
from .problem import Problem
from .problem_code import ProblemCode
from .problem_errors import ProblemErrors
from .prompt import Prompt
from .rating import Rating
from .rating_change import RatingChange
from .ready import Ready
from .record_action import RecordAction
from .record_action_action import RecordActionAction
from .record_action_by import RecordActionBy
from .record_chat import RecordChat
from .record_seat import RecordSeat
from .rematch import Rematch
from .reported import Reported
from .result import Result
from .results import Results
from .sanction import Sanction
from .seat_change import SeatChange
from .seat_change_change import SeatChangeChange
from .seat_created import SeatCreated
from .seat_request import SeatRequest
from .seated_event import SeatedEvent
from .seated_event_type import SeatedEventType
from .seek import Seek
from .seek_options import SeekOptions
from .seek_status import SeekStatus
from .standing_line import StandingLine
from .standings import Standings
from .starligned_aborted_event import StarlignedAbortedEvent
from .starligned_aborted_event_reason import StarlignedAbortedEventReason
from .starligned_aborted_event_type import StarlignedAbortedEventType
from .starligned_acted import StarlignedActed
from .starligned_breakdown import StarlignedBreakdown
from .starligned_cancelled_event import StarlignedCancelledEvent
from .starligned_cancelled_event_type import StarlignedCancelledEventType
from .starligned_card import StarlignedCard
from .starligned_card_constellation import StarlignedCardConstellation
from .starligned_card_rotated_event import StarlignedCardRotatedEvent
from .starligned_card_rotated_event_type import StarlignedCardRotatedEventType
from .starligned_choose_action import StarlignedChooseAction
from .starligned_choose_action_type import StarlignedChooseActionType
from .starligned_chose_card_event import StarlignedChoseCardEvent
from .starligned_chose_card_event_type import StarlignedChoseCardEventType
from .starligned_chose_event import StarlignedChoseEvent
from .starligned_chose_event_type import StarlignedChoseEventType
from .starligned_clock_ran_out_event import StarlignedClockRanOutEvent
from .starligned_clock_ran_out_event_then import StarlignedClockRanOutEventThen
from .starligned_clock_ran_out_event_type import StarlignedClockRanOutEventType
from .starligned_create_game import StarlignedCreateGame
from .starligned_create_game_on_leave import StarlignedCreateGameOnLeave
from .starligned_create_game_on_timeout import StarlignedCreateGameOnTimeout
from .starligned_created_event import StarlignedCreatedEvent
from .starligned_created_event_type import StarlignedCreatedEventType
from .starligned_dealt_event import StarlignedDealtEvent
from .starligned_dealt_event_type import StarlignedDealtEventType
from .starligned_effect_event import StarlignedEffectEvent
from .starligned_effect_event_effect import StarlignedEffectEventEffect
from .starligned_effect_event_type import StarlignedEffectEventType
from .starligned_effect_ignored_event import StarlignedEffectIgnoredEvent
from .starligned_effect_ignored_event_effect import StarlignedEffectIgnoredEventEffect
from .starligned_effect_ignored_event_type import StarlignedEffectIgnoredEventType
from .starligned_effect_skipped_event import StarlignedEffectSkippedEvent
from .starligned_effect_skipped_event_effect import StarlignedEffectSkippedEventEffect
from .starligned_effect_skipped_event_type import StarlignedEffectSkippedEventType
from .starligned_event_log import StarlignedEventLog
from .starligned_event_log_chat_item import StarlignedEventLogChatItem
from .starligned_exchange_action import StarlignedExchangeAction
from .starligned_exchange_action_type import StarlignedExchangeActionType
from .starligned_exchange_chosen_event import StarlignedExchangeChosenEvent
from .starligned_exchange_chosen_event_type import StarlignedExchangeChosenEventType
from .starligned_exchange_with_action import StarlignedExchangeWithAction
from .starligned_exchange_with_action_type import StarlignedExchangeWithActionType
from .starligned_exchanged_event import StarlignedExchangedEvent
from .starligned_exchanged_event_type import StarlignedExchangedEventType
from .starligned_game_over_event import StarlignedGameOverEvent
from .starligned_game_over_event_type import StarlignedGameOverEventType
from .starligned_half import StarlignedHalf
from .starligned_half_effect import StarlignedHalfEffect
from .starligned_hand_card import StarlignedHandCard
from .starligned_last_cards_discarded_event import StarlignedLastCardsDiscardedEvent
from .starligned_last_cards_discarded_event_type import StarlignedLastCardsDiscardedEventType
from .starligned_lay_moon_action import StarlignedLayMoonAction
from .starligned_lay_moon_action_type import StarlignedLayMoonActionType
from .starligned_left_event import StarlignedLeftEvent
from .starligned_left_event_then import StarlignedLeftEventThen
from .starligned_left_event_type import StarlignedLeftEventType
from .starligned_legal_actions import StarlignedLegalActions
from .starligned_lobby_status import StarlignedLobbyStatus
from .starligned_moon_bonus_event import StarlignedMoonBonusEvent
from .starligned_moon_bonus_event_type import StarlignedMoonBonusEventType
from .starligned_moon_bonus_skipped_event import StarlignedMoonBonusSkippedEvent
from .starligned_moon_bonus_skipped_event_type import StarlignedMoonBonusSkippedEventType
from .starligned_moon_laid_event import StarlignedMoonLaidEvent
from .starligned_moon_laid_event_type import StarlignedMoonLaidEventType
from .starligned_moon_removed_event import StarlignedMoonRemovedEvent
from .starligned_moon_removed_event_type import StarlignedMoonRemovedEventType
from .starligned_move_action import StarlignedMoveAction
from .starligned_move_action_type import StarlignedMoveActionType
from .starligned_moved_event import StarlignedMovedEvent
from .starligned_moved_event_type import StarlignedMovedEventType
from .starligned_options import StarlignedOptions
from .starligned_pending import StarlignedPending
from .starligned_pending_prompt import StarlignedPendingPrompt
from .starligned_play import StarlignedPlay
from .starligned_player_score import StarlignedPlayerScore
from .starligned_quick_play import StarlignedQuickPlay
from .starligned_received_event import StarlignedReceivedEvent
from .starligned_received_event_type import StarlignedReceivedEventType
from .starligned_record import StarlignedRecord
from .starligned_record_lifecycle import StarlignedRecordLifecycle
from .starligned_record_options import StarlignedRecordOptions
from .starligned_record_outcome import StarlignedRecordOutcome
from .starligned_record_score import StarlignedRecordScore
from .starligned_record_unrated_reason import StarlignedRecordUnratedReason
from .starligned_record_view import StarlignedRecordView
from .starligned_record_views import StarlignedRecordViews
from .starligned_remove_moon_action import StarlignedRemoveMoonAction
from .starligned_remove_moon_action_type import StarlignedRemoveMoonActionType
from .starligned_repeat_action import StarlignedRepeatAction
from .starligned_repeat_action_type import StarlignedRepeatActionType
from .starligned_repeated_event import StarlignedRepeatedEvent
from .starligned_repeated_event_effect import StarlignedRepeatedEventEffect
from .starligned_repeated_event_type import StarlignedRepeatedEventType
from .starligned_revealed_event import StarlignedRevealedEvent
from .starligned_revealed_event_type import StarlignedRevealedEventType
from .starligned_rotate_action import StarlignedRotateAction
from .starligned_rotate_action_type import StarlignedRotateActionType
from .starligned_rotate_card_action import StarlignedRotateCardAction
from .starligned_rotate_card_action_type import StarlignedRotateCardActionType
from .starligned_rotate_telescope_action import StarlignedRotateTelescopeAction
from .starligned_rotate_telescope_action_type import StarlignedRotateTelescopeActionType
from .starligned_rotated_and_passed_event import StarlignedRotatedAndPassedEvent
from .starligned_rotated_and_passed_event_type import StarlignedRotatedAndPassedEventType
from .starligned_rotation_card_event import StarlignedRotationCardEvent
from .starligned_rotation_card_event_type import StarlignedRotationCardEventType
from .starligned_rotation_chosen_event import StarlignedRotationChosenEvent
from .starligned_rotation_chosen_event_type import StarlignedRotationChosenEventType
from .starligned_row import StarlignedRow
from .starligned_row_card import StarlignedRowCard
from .starligned_row_card_constellation import StarlignedRowCardConstellation
from .starligned_score import StarlignedScore
from .starligned_seat_claimed_event import StarlignedSeatClaimedEvent
from .starligned_seat_claimed_event_type import StarlignedSeatClaimedEventType
from .starligned_skip_moon_bonus_action import StarlignedSkipMoonBonusAction
from .starligned_skip_moon_bonus_action_type import StarlignedSkipMoonBonusActionType
from .starligned_stage_started_event import StarlignedStageStartedEvent
from .starligned_stage_started_event_type import StarlignedStageStartedEventType
from .starligned_starting_player_event import StarlignedStartingPlayerEvent
from .starligned_starting_player_event_type import StarlignedStartingPlayerEventType
from .starligned_state import StarlignedState
from .starligned_state_phase import StarlignedStatePhase
from .starligned_stopped_event import StarlignedStoppedEvent
from .starligned_stopped_event_type import StarlignedStoppedEventType
from .starligned_swap_action import StarlignedSwapAction
from .starligned_swap_action_type import StarlignedSwapActionType
from .starligned_swapped_event import StarlignedSwappedEvent
from .starligned_swapped_event_type import StarlignedSwappedEventType
from .starligned_telescope_rotated_event import StarlignedTelescopeRotatedEvent
from .starligned_telescope_rotated_event_type import StarlignedTelescopeRotatedEventType
from .starligned_view import StarlignedView
from .starligned_view_status import StarlignedViewStatus
from .starlink_aborted_event import StarlinkAbortedEvent
from .starlink_aborted_event_reason import StarlinkAbortedEventReason
from .starlink_aborted_event_type import StarlinkAbortedEventType
from .starlink_acted import StarlinkActed
from .starlink_add_segment_action import StarlinkAddSegmentAction
from .starlink_add_segment_action_type import StarlinkAddSegmentActionType
from .starlink_breakdown import StarlinkBreakdown
from .starlink_cancelled_event import StarlinkCancelledEvent
from .starlink_cancelled_event_type import StarlinkCancelledEventType
from .starlink_card import StarlinkCard
from .starlink_card_chosen_type_0 import StarlinkCardChosenType0
from .starlink_card_drawn_event import StarlinkCardDrawnEvent
from .starlink_card_drawn_event_type import StarlinkCardDrawnEventType
from .starlink_choose_word_action import StarlinkChooseWordAction
from .starlink_choose_word_action_type import StarlinkChooseWordActionType
from .starlink_choose_word_action_word_index import StarlinkChooseWordActionWordIndex
from .starlink_clock_ran_out_event import StarlinkClockRanOutEvent
from .starlink_clock_ran_out_event_then import StarlinkClockRanOutEventThen
from .starlink_clock_ran_out_event_type import StarlinkClockRanOutEventType
from .starlink_constellation import StarlinkConstellation
from .starlink_constellation_erased_event import StarlinkConstellationErasedEvent
from .starlink_constellation_erased_event_type import StarlinkConstellationErasedEventType
from .starlink_create_game import StarlinkCreateGame
from .starlink_create_game_on_leave import StarlinkCreateGameOnLeave
from .starlink_create_game_on_timeout import StarlinkCreateGameOnTimeout
from .starlink_created_event import StarlinkCreatedEvent
from .starlink_created_event_type import StarlinkCreatedEventType
from .starlink_drawing_erased_event import StarlinkDrawingErasedEvent
from .starlink_drawing_erased_event_type import StarlinkDrawingErasedEventType
from .starlink_erase_all_action import StarlinkEraseAllAction
from .starlink_erase_all_action_type import StarlinkEraseAllActionType
from .starlink_erase_constellation_action import StarlinkEraseConstellationAction
from .starlink_erase_constellation_action_type import StarlinkEraseConstellationActionType
from .starlink_erase_segment_action import StarlinkEraseSegmentAction
from .starlink_erase_segment_action_type import StarlinkEraseSegmentActionType
from .starlink_event_log import StarlinkEventLog
from .starlink_event_log_chat_item import StarlinkEventLogChatItem
from .starlink_game_over_event import StarlinkGameOverEvent
from .starlink_game_over_event_type import StarlinkGameOverEventType
from .starlink_guess import StarlinkGuess
from .starlink_guess_action import StarlinkGuessAction
from .starlink_guess_action_type import StarlinkGuessActionType
from .starlink_guessed_event import StarlinkGuessedEvent
from .starlink_guessed_event_type import StarlinkGuessedEventType
from .starlink_left_event import StarlinkLeftEvent
from .starlink_left_event_then import StarlinkLeftEventThen
from .starlink_left_event_type import StarlinkLeftEventType
from .starlink_legal_actions import StarlinkLegalActions
from .starlink_lobby_status import StarlinkLobbyStatus
from .starlink_options import StarlinkOptions
from .starlink_player_score import StarlinkPlayerScore
from .starlink_quick_play import StarlinkQuickPlay
from .starlink_record import StarlinkRecord
from .starlink_record_lifecycle import StarlinkRecordLifecycle
from .starlink_record_options import StarlinkRecordOptions
from .starlink_record_outcome import StarlinkRecordOutcome
from .starlink_record_score import StarlinkRecordScore
from .starlink_record_unrated_reason import StarlinkRecordUnratedReason
from .starlink_record_view import StarlinkRecordView
from .starlink_record_views import StarlinkRecordViews
from .starlink_score import StarlinkScore
from .starlink_seat_claimed_event import StarlinkSeatClaimedEvent
from .starlink_seat_claimed_event_type import StarlinkSeatClaimedEventType
from .starlink_segment_added_event import StarlinkSegmentAddedEvent
from .starlink_segment_added_event_type import StarlinkSegmentAddedEventType
from .starlink_segment_erased_event import StarlinkSegmentErasedEvent
from .starlink_segment_erased_event_type import StarlinkSegmentErasedEventType
from .starlink_star import StarlinkStar
from .starlink_state import StarlinkState
from .starlink_state_lens_radius import StarlinkStateLensRadius
from .starlink_timer_started_event import StarlinkTimerStartedEvent
from .starlink_timer_started_event_type import StarlinkTimerStartedEventType
from .starlink_turn import StarlinkTurn
from .starlink_turn_ended_event import StarlinkTurnEndedEvent
from .starlink_turn_ended_event_reason import StarlinkTurnEndedEventReason
from .starlink_turn_ended_event_type import StarlinkTurnEndedEventType
from .starlink_turn_phase import StarlinkTurnPhase
from .starlink_turn_record import StarlinkTurnRecord
from .starlink_turn_started_event import StarlinkTurnStartedEvent
from .starlink_turn_started_event_type import StarlinkTurnStartedEventType
from .starlink_view import StarlinkView
from .starlink_view_status import StarlinkViewStatus
from .starlink_word_chosen_event import StarlinkWordChosenEvent
from .starlink_word_chosen_event_type import StarlinkWordChosenEventType
from .starshower_aborted_event import StarshowerAbortedEvent
from .starshower_aborted_event_reason import StarshowerAbortedEventReason
from .starshower_aborted_event_type import StarshowerAbortedEventType
from .starshower_acted import StarshowerActed
from .starshower_black_line import StarshowerBlackLine
from .starshower_black_line_event import StarshowerBlackLineEvent
from .starshower_black_line_event_type import StarshowerBlackLineEventType
from .starshower_black_line_refused_event import StarshowerBlackLineRefusedEvent
from .starshower_black_line_refused_event_type import StarshowerBlackLineRefusedEventType
from .starshower_black_star_action import StarshowerBlackStarAction
from .starshower_black_star_action_type import StarshowerBlackStarActionType
from .starshower_breakdown import StarshowerBreakdown
from .starshower_call_action import StarshowerCallAction
from .starshower_call_action_side import StarshowerCallActionSide
from .starshower_call_action_type import StarshowerCallActionType
from .starshower_cancelled_event import StarshowerCancelledEvent
from .starshower_cancelled_event_type import StarshowerCancelledEventType
from .starshower_clock_ran_out_event import StarshowerClockRanOutEvent
from .starshower_clock_ran_out_event_then import StarshowerClockRanOutEventThen
from .starshower_clock_ran_out_event_type import StarshowerClockRanOutEventType
from .starshower_create_game import StarshowerCreateGame
from .starshower_create_game_on_leave import StarshowerCreateGameOnLeave
from .starshower_create_game_on_timeout import StarshowerCreateGameOnTimeout
from .starshower_created_event import StarshowerCreatedEvent
from .starshower_created_event_type import StarshowerCreatedEventType
from .starshower_event_log import StarshowerEventLog
from .starshower_event_log_chat_item import StarshowerEventLogChatItem
from .starshower_flip_event import StarshowerFlipEvent
from .starshower_flip_event_call import StarshowerFlipEventCall
from .starshower_flip_event_flip import StarshowerFlipEventFlip
from .starshower_flip_event_star import StarshowerFlipEventStar
from .starshower_flip_event_type import StarshowerFlipEventType
from .starshower_game_over_event import StarshowerGameOverEvent
from .starshower_game_over_event_type import StarshowerGameOverEventType
from .starshower_group import StarshowerGroup
from .starshower_group_formed_event import StarshowerGroupFormedEvent
from .starshower_group_formed_event_type import StarshowerGroupFormedEventType
from .starshower_killed import StarshowerKilled
from .starshower_left_event import StarshowerLeftEvent
from .starshower_left_event_then import StarshowerLeftEventThen
from .starshower_left_event_type import StarshowerLeftEventType
from .starshower_legal_actions import StarshowerLegalActions
from .starshower_lobby_status import StarshowerLobbyStatus
from .starshower_options import StarshowerOptions
from .starshower_player_score import StarshowerPlayerScore
from .starshower_quick_play import StarshowerQuickPlay
from .starshower_record import StarshowerRecord
from .starshower_record_lifecycle import StarshowerRecordLifecycle
from .starshower_record_options import StarshowerRecordOptions
from .starshower_record_outcome import StarshowerRecordOutcome
from .starshower_record_score import StarshowerRecordScore
from .starshower_record_unrated_reason import StarshowerRecordUnratedReason
from .starshower_record_view import StarshowerRecordView
from .starshower_record_views import StarshowerRecordViews
from .starshower_score import StarshowerScore
from .starshower_seat_claimed_event import StarshowerSeatClaimedEvent
from .starshower_seat_claimed_event_type import StarshowerSeatClaimedEventType
from .starshower_star import StarshowerStar
from .starshower_star_action import StarshowerStarAction
from .starshower_star_action_type import StarshowerStarActionType
from .starshower_star_drawn_event import StarshowerStarDrawnEvent
from .starshower_star_drawn_event_star import StarshowerStarDrawnEventStar
from .starshower_star_drawn_event_type import StarshowerStarDrawnEventType
from .starshower_state import StarshowerState
from .starshower_toss import StarshowerToss
from .starshower_toss_call import StarshowerTossCall
from .starshower_toss_flip import StarshowerTossFlip
from .starshower_turn import StarshowerTurn
from .starshower_turn_call_type_0 import StarshowerTurnCallType0
from .starshower_turn_flip_type_0 import StarshowerTurnFlipType0
from .starshower_turn_phase import StarshowerTurnPhase
from .starshower_view import StarshowerView
from .starshower_view_status import StarshowerViewStatus
from .table import Table
from .title_rating import TitleRating
from .token import Token
from .token_list import TokenList
from .token_minted import TokenMinted
from .token_minted_scopes_item import TokenMintedScopesItem
from .token_request import TokenRequest
from .token_request_scopes_item import TokenRequestScopesItem
from .token_scopes_item import TokenScopesItem
from .tournament import Tournament
from .tournament_event import TournamentEvent
from .tournament_event_results_item import TournamentEventResultsItem
from .tournament_event_tables_item import TournamentEventTablesItem
from .tournament_event_type import TournamentEventType
from .tournament_events import TournamentEvents
from .tournament_house_bots import TournamentHouseBots
from .tournament_line import TournamentLine
from .tournament_list import TournamentList
from .tournament_options import TournamentOptions
from .tournament_request import TournamentRequest
from .tournament_request_format import TournamentRequestFormat
from .tournament_request_house_bots import TournamentRequestHouseBots
from .tournament_request_options import TournamentRequestOptions
from .tournaments_status import TournamentsStatus
from .twinkle_starship_aborted_event import TwinkleStarshipAbortedEvent
from .twinkle_starship_aborted_event_reason import TwinkleStarshipAbortedEventReason
from .twinkle_starship_aborted_event_type import TwinkleStarshipAbortedEventType
from .twinkle_starship_acted import TwinkleStarshipActed
from .twinkle_starship_breakdown import TwinkleStarshipBreakdown
from .twinkle_starship_cancelled_event import TwinkleStarshipCancelledEvent
from .twinkle_starship_cancelled_event_type import TwinkleStarshipCancelledEventType
from .twinkle_starship_card import TwinkleStarshipCard
from .twinkle_starship_card_colour import TwinkleStarshipCardColour
from .twinkle_starship_card_played_event import TwinkleStarshipCardPlayedEvent
from .twinkle_starship_card_played_event_segments_item import TwinkleStarshipCardPlayedEventSegmentsItem
from .twinkle_starship_card_played_event_type import TwinkleStarshipCardPlayedEventType
from .twinkle_starship_clock_ran_out_event import TwinkleStarshipClockRanOutEvent
from .twinkle_starship_clock_ran_out_event_then import TwinkleStarshipClockRanOutEventThen
from .twinkle_starship_clock_ran_out_event_type import TwinkleStarshipClockRanOutEventType
from .twinkle_starship_create_game import TwinkleStarshipCreateGame
from .twinkle_starship_create_game_on_leave import TwinkleStarshipCreateGameOnLeave
from .twinkle_starship_create_game_on_timeout import TwinkleStarshipCreateGameOnTimeout
from .twinkle_starship_created_event import TwinkleStarshipCreatedEvent
from .twinkle_starship_created_event_type import TwinkleStarshipCreatedEventType
from .twinkle_starship_current_trick import TwinkleStarshipCurrentTrick
from .twinkle_starship_current_trick_led_colour_type_0 import TwinkleStarshipCurrentTrickLedColourType0
from .twinkle_starship_deal_breakdown import TwinkleStarshipDealBreakdown
from .twinkle_starship_deal_result import TwinkleStarshipDealResult
from .twinkle_starship_deal_score import TwinkleStarshipDealScore
from .twinkle_starship_deal_scored_event import TwinkleStarshipDealScoredEvent
from .twinkle_starship_deal_scored_event_type import TwinkleStarshipDealScoredEventType
from .twinkle_starship_deal_started_event import TwinkleStarshipDealStartedEvent
from .twinkle_starship_deal_started_event_type import TwinkleStarshipDealStartedEventType
from .twinkle_starship_dealt_event import TwinkleStarshipDealtEvent
from .twinkle_starship_dealt_event_type import TwinkleStarshipDealtEventType
from .twinkle_starship_event_log import TwinkleStarshipEventLog
from .twinkle_starship_event_log_chat_item import TwinkleStarshipEventLogChatItem
from .twinkle_starship_left_event import TwinkleStarshipLeftEvent
from .twinkle_starship_left_event_then import TwinkleStarshipLeftEventThen
from .twinkle_starship_left_event_type import TwinkleStarshipLeftEventType
from .twinkle_starship_legal_actions import TwinkleStarshipLegalActions
from .twinkle_starship_lobby_status import TwinkleStarshipLobbyStatus
from .twinkle_starship_match_over_event import TwinkleStarshipMatchOverEvent
from .twinkle_starship_match_over_event_type import TwinkleStarshipMatchOverEventType
from .twinkle_starship_options import TwinkleStarshipOptions
from .twinkle_starship_play import TwinkleStarshipPlay
from .twinkle_starship_play_action import TwinkleStarshipPlayAction
from .twinkle_starship_play_action_segments_item import TwinkleStarshipPlayActionSegmentsItem
from .twinkle_starship_play_action_type import TwinkleStarshipPlayActionType
from .twinkle_starship_play_segments_item import TwinkleStarshipPlaySegmentsItem
from .twinkle_starship_player_score import TwinkleStarshipPlayerScore
from .twinkle_starship_quick_play import TwinkleStarshipQuickPlay
from .twinkle_starship_record import TwinkleStarshipRecord
from .twinkle_starship_record_lifecycle import TwinkleStarshipRecordLifecycle
from .twinkle_starship_record_options import TwinkleStarshipRecordOptions
from .twinkle_starship_record_outcome import TwinkleStarshipRecordOutcome
from .twinkle_starship_record_score import TwinkleStarshipRecordScore
from .twinkle_starship_record_unrated_reason import TwinkleStarshipRecordUnratedReason
from .twinkle_starship_record_view import TwinkleStarshipRecordView
from .twinkle_starship_record_views import TwinkleStarshipRecordViews
from .twinkle_starship_score import TwinkleStarshipScore
from .twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent
from .twinkle_starship_seat_claimed_event_type import TwinkleStarshipSeatClaimedEventType
from .twinkle_starship_state import TwinkleStarshipState
from .twinkle_starship_trick import TwinkleStarshipTrick
from .twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent
from .twinkle_starship_trick_won_event_type import TwinkleStarshipTrickWonEventType
from .twinkle_starship_view import TwinkleStarshipView
from .twinkle_starship_view_status import TwinkleStarshipViewStatus
from .twinkle_twinkle_aborted_event import TwinkleTwinkleAbortedEvent
from .twinkle_twinkle_aborted_event_reason import TwinkleTwinkleAbortedEventReason
from .twinkle_twinkle_aborted_event_type import TwinkleTwinkleAbortedEventType
from .twinkle_twinkle_acted import TwinkleTwinkleActed
from .twinkle_twinkle_bag import TwinkleTwinkleBag
from .twinkle_twinkle_bag_kinds import TwinkleTwinkleBagKinds
from .twinkle_twinkle_breakdown import TwinkleTwinkleBreakdown
from .twinkle_twinkle_breakdown_rank import TwinkleTwinkleBreakdownRank
from .twinkle_twinkle_cancelled_event import TwinkleTwinkleCancelledEvent
from .twinkle_twinkle_cancelled_event_type import TwinkleTwinkleCancelledEventType
from .twinkle_twinkle_cell import TwinkleTwinkleCell
from .twinkle_twinkle_chart import TwinkleTwinkleChart
from .twinkle_twinkle_clock_ran_out_event import TwinkleTwinkleClockRanOutEvent
from .twinkle_twinkle_clock_ran_out_event_then import TwinkleTwinkleClockRanOutEventThen
from .twinkle_twinkle_clock_ran_out_event_type import TwinkleTwinkleClockRanOutEventType
from .twinkle_twinkle_cosmobot_take_action import TwinkleTwinkleCosmobotTakeAction
from .twinkle_twinkle_cosmobot_take_action_type import TwinkleTwinkleCosmobotTakeActionType
from .twinkle_twinkle_create_game import TwinkleTwinkleCreateGame
from .twinkle_twinkle_create_game_on_leave import TwinkleTwinkleCreateGameOnLeave
from .twinkle_twinkle_create_game_on_timeout import TwinkleTwinkleCreateGameOnTimeout
from .twinkle_twinkle_created_event import TwinkleTwinkleCreatedEvent
from .twinkle_twinkle_created_event_type import TwinkleTwinkleCreatedEventType
from .twinkle_twinkle_current_slot import TwinkleTwinkleCurrentSlot
from .twinkle_twinkle_event_log import TwinkleTwinkleEventLog
from .twinkle_twinkle_event_log_chat_item import TwinkleTwinkleEventLogChatItem
from .twinkle_twinkle_game_over_event import TwinkleTwinkleGameOverEvent
from .twinkle_twinkle_game_over_event_type import TwinkleTwinkleGameOverEventType
from .twinkle_twinkle_left_event import TwinkleTwinkleLeftEvent
from .twinkle_twinkle_left_event_then import TwinkleTwinkleLeftEventThen
from .twinkle_twinkle_left_event_type import TwinkleTwinkleLeftEventType
from .twinkle_twinkle_legal_actions import TwinkleTwinkleLegalActions
from .twinkle_twinkle_lobby_status import TwinkleTwinkleLobbyStatus
from .twinkle_twinkle_next_slot import TwinkleTwinkleNextSlot
from .twinkle_twinkle_options import TwinkleTwinkleOptions
from .twinkle_twinkle_options_asteroids import TwinkleTwinkleOptionsAsteroids
from .twinkle_twinkle_options_black_holes import TwinkleTwinkleOptionsBlackHoles
from .twinkle_twinkle_options_comets import TwinkleTwinkleOptionsComets
from .twinkle_twinkle_options_planets import TwinkleTwinkleOptionsPlanets
from .twinkle_twinkle_options_satellites import TwinkleTwinkleOptionsSatellites
from .twinkle_twinkle_place_action import TwinkleTwinklePlaceAction
from .twinkle_twinkle_place_action_type import TwinkleTwinklePlaceActionType
from .twinkle_twinkle_player_score import TwinkleTwinklePlayerScore
from .twinkle_twinkle_quick_play import TwinkleTwinkleQuickPlay
from .twinkle_twinkle_record import TwinkleTwinkleRecord
from .twinkle_twinkle_record_lifecycle import TwinkleTwinkleRecordLifecycle
from .twinkle_twinkle_record_options import TwinkleTwinkleRecordOptions
from .twinkle_twinkle_record_outcome import TwinkleTwinkleRecordOutcome
from .twinkle_twinkle_record_score import TwinkleTwinkleRecordScore
from .twinkle_twinkle_record_unrated_reason import TwinkleTwinkleRecordUnratedReason
from .twinkle_twinkle_record_view import TwinkleTwinkleRecordView
from .twinkle_twinkle_record_views import TwinkleTwinkleRecordViews
from .twinkle_twinkle_round_ended_event import TwinkleTwinkleRoundEndedEvent
from .twinkle_twinkle_round_ended_event_type import TwinkleTwinkleRoundEndedEventType
from .twinkle_twinkle_rows_refilled_event import TwinkleTwinkleRowsRefilledEvent
from .twinkle_twinkle_rows_refilled_event_type import TwinkleTwinkleRowsRefilledEventType
from .twinkle_twinkle_score import TwinkleTwinkleScore
from .twinkle_twinkle_seat_claimed_event import TwinkleTwinkleSeatClaimedEvent
from .twinkle_twinkle_seat_claimed_event_type import TwinkleTwinkleSeatClaimedEventType
from .twinkle_twinkle_sides import TwinkleTwinkleSides
from .twinkle_twinkle_sides_asteroids import TwinkleTwinkleSidesAsteroids
from .twinkle_twinkle_sides_black_holes import TwinkleTwinkleSidesBlackHoles
from .twinkle_twinkle_sides_comets import TwinkleTwinkleSidesComets
from .twinkle_twinkle_sides_planets import TwinkleTwinkleSidesPlanets
from .twinkle_twinkle_sides_satellites import TwinkleTwinkleSidesSatellites
from .twinkle_twinkle_standee import TwinkleTwinkleStandee
from .twinkle_twinkle_star import TwinkleTwinkleStar
from .twinkle_twinkle_star_lines_item import TwinkleTwinkleStarLinesItem
from .twinkle_twinkle_state import TwinkleTwinkleState
from .twinkle_twinkle_tile import TwinkleTwinkleTile
from .twinkle_twinkle_tile_kind import TwinkleTwinkleTileKind
from .twinkle_twinkle_tile_placed_event import TwinkleTwinkleTilePlacedEvent
from .twinkle_twinkle_tile_placed_event_type import TwinkleTwinkleTilePlacedEventType
from .twinkle_twinkle_tile_removed_event import TwinkleTwinkleTileRemovedEvent
from .twinkle_twinkle_tile_removed_event_by import TwinkleTwinkleTileRemovedEventBy
from .twinkle_twinkle_tile_removed_event_type import TwinkleTwinkleTileRemovedEventType
from .twinkle_twinkle_view import TwinkleTwinkleView
from .twinkle_twinkle_view_status import TwinkleTwinkleViewStatus
from .webhook import Webhook
from .webhook_events_item import WebhookEventsItem
from .webhook_list import WebhookList
from .webhook_request import WebhookRequest
from .webhook_request_events_item import WebhookRequestEventsItem
from .webhook_status import WebhookStatus
from .webhook_with_secret import WebhookWithSecret
from .webhook_with_secret_events_item import WebhookWithSecretEventsItem
from .webhook_with_secret_status import WebhookWithSecretStatus
from .you import You
from .your_turn_event import YourTurnEvent
from .your_turn_event_type import YourTurnEventType

__all__ = (
    "Attempt",
    "Blocked",
    "BlockList",
    "BotLevel",
    "BotPolicy",
    "BotPolicyRequest",
    "Cancelled",
    "Catalogue",
    "CatalogueEntry",
    "CatalogueEntryBotLevels",
    "CatalogueEntryLevels",
    "CatalogueEntryOptions",
    "Challenge",
    "ChallengeEvent",
    "ChallengeEventClock",
    "ChallengeEventOptions",
    "ChallengeEventType",
    "ChallengeOptions",
    "ChallengeRequest",
    "ChallengeRequestOptions",
    "Challenges",
    "ChallengeStatus",
    "ChatBy",
    "ChatLine",
    "ChatLineRoom",
    "ChatLineType",
    "ChatMute",
    "ChatPage",
    "ChatReport",
    "ChatReports",
    "ChatReportsReportsItem",
    "ChatSay",
    "Claimed",
    "ClaimRequest",
    "Clock",
    "CreatedGame",
    "CreatedGameStatus",
    "Deleted",
    "Delivery",
    "DeliveryList",
    "DeliveryStatus",
    "Feed",
    "FeedEvent",
    "FeedEventOptions",
    "FeedEventType",
    "FoundPlayer",
    "FoundPlayerRatings",
    "GameOverEvent",
    "GameOverEventType",
    "Games",
    "Health",
    "Leaderboard",
    "LeaderboardLine",
    "Left",
    "LeftThen",
    "Lobby",
    "LobbyGame",
    "LobbyGameOptions",
    "LobbySeat",
    "Muted",
    "OptionInfo",
    "Player",
    "PlayerCreated",
    "PlayerGames",
    "PlayerKey",
    "PlayerProfile",
    "PlayerProfileRatings",
    "PlayerRequest",
    "PlayerSearch",
    "Problem",
    "ProblemCode",
    "ProblemErrors",
    "Prompt",
    "Rating",
    "RatingChange",
    "Ready",
    "RecordAction",
    "RecordActionAction",
    "RecordActionBy",
    "RecordChat",
    "RecordSeat",
    "Rematch",
    "Reported",
    "Result",
    "Results",
    "Sanction",
    "SeatChange",
    "SeatChangeChange",
    "SeatCreated",
    "SeatedEvent",
    "SeatedEventType",
    "SeatRequest",
    "Seek",
    "SeekOptions",
    "SeekStatus",
    "StandingLine",
    "Standings",
    "StarlignedAbortedEvent",
    "StarlignedAbortedEventReason",
    "StarlignedAbortedEventType",
    "StarlignedActed",
    "StarlignedBreakdown",
    "StarlignedCancelledEvent",
    "StarlignedCancelledEventType",
    "StarlignedCard",
    "StarlignedCardConstellation",
    "StarlignedCardRotatedEvent",
    "StarlignedCardRotatedEventType",
    "StarlignedChooseAction",
    "StarlignedChooseActionType",
    "StarlignedChoseCardEvent",
    "StarlignedChoseCardEventType",
    "StarlignedChoseEvent",
    "StarlignedChoseEventType",
    "StarlignedClockRanOutEvent",
    "StarlignedClockRanOutEventThen",
    "StarlignedClockRanOutEventType",
    "StarlignedCreatedEvent",
    "StarlignedCreatedEventType",
    "StarlignedCreateGame",
    "StarlignedCreateGameOnLeave",
    "StarlignedCreateGameOnTimeout",
    "StarlignedDealtEvent",
    "StarlignedDealtEventType",
    "StarlignedEffectEvent",
    "StarlignedEffectEventEffect",
    "StarlignedEffectEventType",
    "StarlignedEffectIgnoredEvent",
    "StarlignedEffectIgnoredEventEffect",
    "StarlignedEffectIgnoredEventType",
    "StarlignedEffectSkippedEvent",
    "StarlignedEffectSkippedEventEffect",
    "StarlignedEffectSkippedEventType",
    "StarlignedEventLog",
    "StarlignedEventLogChatItem",
    "StarlignedExchangeAction",
    "StarlignedExchangeActionType",
    "StarlignedExchangeChosenEvent",
    "StarlignedExchangeChosenEventType",
    "StarlignedExchangedEvent",
    "StarlignedExchangedEventType",
    "StarlignedExchangeWithAction",
    "StarlignedExchangeWithActionType",
    "StarlignedGameOverEvent",
    "StarlignedGameOverEventType",
    "StarlignedHalf",
    "StarlignedHalfEffect",
    "StarlignedHandCard",
    "StarlignedLastCardsDiscardedEvent",
    "StarlignedLastCardsDiscardedEventType",
    "StarlignedLayMoonAction",
    "StarlignedLayMoonActionType",
    "StarlignedLeftEvent",
    "StarlignedLeftEventThen",
    "StarlignedLeftEventType",
    "StarlignedLegalActions",
    "StarlignedLobbyStatus",
    "StarlignedMoonBonusEvent",
    "StarlignedMoonBonusEventType",
    "StarlignedMoonBonusSkippedEvent",
    "StarlignedMoonBonusSkippedEventType",
    "StarlignedMoonLaidEvent",
    "StarlignedMoonLaidEventType",
    "StarlignedMoonRemovedEvent",
    "StarlignedMoonRemovedEventType",
    "StarlignedMoveAction",
    "StarlignedMoveActionType",
    "StarlignedMovedEvent",
    "StarlignedMovedEventType",
    "StarlignedOptions",
    "StarlignedPending",
    "StarlignedPendingPrompt",
    "StarlignedPlay",
    "StarlignedPlayerScore",
    "StarlignedQuickPlay",
    "StarlignedReceivedEvent",
    "StarlignedReceivedEventType",
    "StarlignedRecord",
    "StarlignedRecordLifecycle",
    "StarlignedRecordOptions",
    "StarlignedRecordOutcome",
    "StarlignedRecordScore",
    "StarlignedRecordUnratedReason",
    "StarlignedRecordView",
    "StarlignedRecordViews",
    "StarlignedRemoveMoonAction",
    "StarlignedRemoveMoonActionType",
    "StarlignedRepeatAction",
    "StarlignedRepeatActionType",
    "StarlignedRepeatedEvent",
    "StarlignedRepeatedEventEffect",
    "StarlignedRepeatedEventType",
    "StarlignedRevealedEvent",
    "StarlignedRevealedEventType",
    "StarlignedRotateAction",
    "StarlignedRotateActionType",
    "StarlignedRotateCardAction",
    "StarlignedRotateCardActionType",
    "StarlignedRotatedAndPassedEvent",
    "StarlignedRotatedAndPassedEventType",
    "StarlignedRotateTelescopeAction",
    "StarlignedRotateTelescopeActionType",
    "StarlignedRotationCardEvent",
    "StarlignedRotationCardEventType",
    "StarlignedRotationChosenEvent",
    "StarlignedRotationChosenEventType",
    "StarlignedRow",
    "StarlignedRowCard",
    "StarlignedRowCardConstellation",
    "StarlignedScore",
    "StarlignedSeatClaimedEvent",
    "StarlignedSeatClaimedEventType",
    "StarlignedSkipMoonBonusAction",
    "StarlignedSkipMoonBonusActionType",
    "StarlignedStageStartedEvent",
    "StarlignedStageStartedEventType",
    "StarlignedStartingPlayerEvent",
    "StarlignedStartingPlayerEventType",
    "StarlignedState",
    "StarlignedStatePhase",
    "StarlignedStoppedEvent",
    "StarlignedStoppedEventType",
    "StarlignedSwapAction",
    "StarlignedSwapActionType",
    "StarlignedSwappedEvent",
    "StarlignedSwappedEventType",
    "StarlignedTelescopeRotatedEvent",
    "StarlignedTelescopeRotatedEventType",
    "StarlignedView",
    "StarlignedViewStatus",
    "StarlinkAbortedEvent",
    "StarlinkAbortedEventReason",
    "StarlinkAbortedEventType",
    "StarlinkActed",
    "StarlinkAddSegmentAction",
    "StarlinkAddSegmentActionType",
    "StarlinkBreakdown",
    "StarlinkCancelledEvent",
    "StarlinkCancelledEventType",
    "StarlinkCard",
    "StarlinkCardChosenType0",
    "StarlinkCardDrawnEvent",
    "StarlinkCardDrawnEventType",
    "StarlinkChooseWordAction",
    "StarlinkChooseWordActionType",
    "StarlinkChooseWordActionWordIndex",
    "StarlinkClockRanOutEvent",
    "StarlinkClockRanOutEventThen",
    "StarlinkClockRanOutEventType",
    "StarlinkConstellation",
    "StarlinkConstellationErasedEvent",
    "StarlinkConstellationErasedEventType",
    "StarlinkCreatedEvent",
    "StarlinkCreatedEventType",
    "StarlinkCreateGame",
    "StarlinkCreateGameOnLeave",
    "StarlinkCreateGameOnTimeout",
    "StarlinkDrawingErasedEvent",
    "StarlinkDrawingErasedEventType",
    "StarlinkEraseAllAction",
    "StarlinkEraseAllActionType",
    "StarlinkEraseConstellationAction",
    "StarlinkEraseConstellationActionType",
    "StarlinkEraseSegmentAction",
    "StarlinkEraseSegmentActionType",
    "StarlinkEventLog",
    "StarlinkEventLogChatItem",
    "StarlinkGameOverEvent",
    "StarlinkGameOverEventType",
    "StarlinkGuess",
    "StarlinkGuessAction",
    "StarlinkGuessActionType",
    "StarlinkGuessedEvent",
    "StarlinkGuessedEventType",
    "StarlinkLeftEvent",
    "StarlinkLeftEventThen",
    "StarlinkLeftEventType",
    "StarlinkLegalActions",
    "StarlinkLobbyStatus",
    "StarlinkOptions",
    "StarlinkPlayerScore",
    "StarlinkQuickPlay",
    "StarlinkRecord",
    "StarlinkRecordLifecycle",
    "StarlinkRecordOptions",
    "StarlinkRecordOutcome",
    "StarlinkRecordScore",
    "StarlinkRecordUnratedReason",
    "StarlinkRecordView",
    "StarlinkRecordViews",
    "StarlinkScore",
    "StarlinkSeatClaimedEvent",
    "StarlinkSeatClaimedEventType",
    "StarlinkSegmentAddedEvent",
    "StarlinkSegmentAddedEventType",
    "StarlinkSegmentErasedEvent",
    "StarlinkSegmentErasedEventType",
    "StarlinkStar",
    "StarlinkState",
    "StarlinkStateLensRadius",
    "StarlinkTimerStartedEvent",
    "StarlinkTimerStartedEventType",
    "StarlinkTurn",
    "StarlinkTurnEndedEvent",
    "StarlinkTurnEndedEventReason",
    "StarlinkTurnEndedEventType",
    "StarlinkTurnPhase",
    "StarlinkTurnRecord",
    "StarlinkTurnStartedEvent",
    "StarlinkTurnStartedEventType",
    "StarlinkView",
    "StarlinkViewStatus",
    "StarlinkWordChosenEvent",
    "StarlinkWordChosenEventType",
    "StarshowerAbortedEvent",
    "StarshowerAbortedEventReason",
    "StarshowerAbortedEventType",
    "StarshowerActed",
    "StarshowerBlackLine",
    "StarshowerBlackLineEvent",
    "StarshowerBlackLineEventType",
    "StarshowerBlackLineRefusedEvent",
    "StarshowerBlackLineRefusedEventType",
    "StarshowerBlackStarAction",
    "StarshowerBlackStarActionType",
    "StarshowerBreakdown",
    "StarshowerCallAction",
    "StarshowerCallActionSide",
    "StarshowerCallActionType",
    "StarshowerCancelledEvent",
    "StarshowerCancelledEventType",
    "StarshowerClockRanOutEvent",
    "StarshowerClockRanOutEventThen",
    "StarshowerClockRanOutEventType",
    "StarshowerCreatedEvent",
    "StarshowerCreatedEventType",
    "StarshowerCreateGame",
    "StarshowerCreateGameOnLeave",
    "StarshowerCreateGameOnTimeout",
    "StarshowerEventLog",
    "StarshowerEventLogChatItem",
    "StarshowerFlipEvent",
    "StarshowerFlipEventCall",
    "StarshowerFlipEventFlip",
    "StarshowerFlipEventStar",
    "StarshowerFlipEventType",
    "StarshowerGameOverEvent",
    "StarshowerGameOverEventType",
    "StarshowerGroup",
    "StarshowerGroupFormedEvent",
    "StarshowerGroupFormedEventType",
    "StarshowerKilled",
    "StarshowerLeftEvent",
    "StarshowerLeftEventThen",
    "StarshowerLeftEventType",
    "StarshowerLegalActions",
    "StarshowerLobbyStatus",
    "StarshowerOptions",
    "StarshowerPlayerScore",
    "StarshowerQuickPlay",
    "StarshowerRecord",
    "StarshowerRecordLifecycle",
    "StarshowerRecordOptions",
    "StarshowerRecordOutcome",
    "StarshowerRecordScore",
    "StarshowerRecordUnratedReason",
    "StarshowerRecordView",
    "StarshowerRecordViews",
    "StarshowerScore",
    "StarshowerSeatClaimedEvent",
    "StarshowerSeatClaimedEventType",
    "StarshowerStar",
    "StarshowerStarAction",
    "StarshowerStarActionType",
    "StarshowerStarDrawnEvent",
    "StarshowerStarDrawnEventStar",
    "StarshowerStarDrawnEventType",
    "StarshowerState",
    "StarshowerToss",
    "StarshowerTossCall",
    "StarshowerTossFlip",
    "StarshowerTurn",
    "StarshowerTurnCallType0",
    "StarshowerTurnFlipType0",
    "StarshowerTurnPhase",
    "StarshowerView",
    "StarshowerViewStatus",
    "Table",
    "TitleRating",
    "Token",
    "TokenList",
    "TokenMinted",
    "TokenMintedScopesItem",
    "TokenRequest",
    "TokenRequestScopesItem",
    "TokenScopesItem",
    "Tournament",
    "TournamentEvent",
    "TournamentEventResultsItem",
    "TournamentEvents",
    "TournamentEventTablesItem",
    "TournamentEventType",
    "TournamentHouseBots",
    "TournamentLine",
    "TournamentList",
    "TournamentOptions",
    "TournamentRequest",
    "TournamentRequestFormat",
    "TournamentRequestHouseBots",
    "TournamentRequestOptions",
    "TournamentsStatus",
    "TwinkleStarshipAbortedEvent",
    "TwinkleStarshipAbortedEventReason",
    "TwinkleStarshipAbortedEventType",
    "TwinkleStarshipActed",
    "TwinkleStarshipBreakdown",
    "TwinkleStarshipCancelledEvent",
    "TwinkleStarshipCancelledEventType",
    "TwinkleStarshipCard",
    "TwinkleStarshipCardColour",
    "TwinkleStarshipCardPlayedEvent",
    "TwinkleStarshipCardPlayedEventSegmentsItem",
    "TwinkleStarshipCardPlayedEventType",
    "TwinkleStarshipClockRanOutEvent",
    "TwinkleStarshipClockRanOutEventThen",
    "TwinkleStarshipClockRanOutEventType",
    "TwinkleStarshipCreatedEvent",
    "TwinkleStarshipCreatedEventType",
    "TwinkleStarshipCreateGame",
    "TwinkleStarshipCreateGameOnLeave",
    "TwinkleStarshipCreateGameOnTimeout",
    "TwinkleStarshipCurrentTrick",
    "TwinkleStarshipCurrentTrickLedColourType0",
    "TwinkleStarshipDealBreakdown",
    "TwinkleStarshipDealResult",
    "TwinkleStarshipDealScore",
    "TwinkleStarshipDealScoredEvent",
    "TwinkleStarshipDealScoredEventType",
    "TwinkleStarshipDealStartedEvent",
    "TwinkleStarshipDealStartedEventType",
    "TwinkleStarshipDealtEvent",
    "TwinkleStarshipDealtEventType",
    "TwinkleStarshipEventLog",
    "TwinkleStarshipEventLogChatItem",
    "TwinkleStarshipLeftEvent",
    "TwinkleStarshipLeftEventThen",
    "TwinkleStarshipLeftEventType",
    "TwinkleStarshipLegalActions",
    "TwinkleStarshipLobbyStatus",
    "TwinkleStarshipMatchOverEvent",
    "TwinkleStarshipMatchOverEventType",
    "TwinkleStarshipOptions",
    "TwinkleStarshipPlay",
    "TwinkleStarshipPlayAction",
    "TwinkleStarshipPlayActionSegmentsItem",
    "TwinkleStarshipPlayActionType",
    "TwinkleStarshipPlayerScore",
    "TwinkleStarshipPlaySegmentsItem",
    "TwinkleStarshipQuickPlay",
    "TwinkleStarshipRecord",
    "TwinkleStarshipRecordLifecycle",
    "TwinkleStarshipRecordOptions",
    "TwinkleStarshipRecordOutcome",
    "TwinkleStarshipRecordScore",
    "TwinkleStarshipRecordUnratedReason",
    "TwinkleStarshipRecordView",
    "TwinkleStarshipRecordViews",
    "TwinkleStarshipScore",
    "TwinkleStarshipSeatClaimedEvent",
    "TwinkleStarshipSeatClaimedEventType",
    "TwinkleStarshipState",
    "TwinkleStarshipTrick",
    "TwinkleStarshipTrickWonEvent",
    "TwinkleStarshipTrickWonEventType",
    "TwinkleStarshipView",
    "TwinkleStarshipViewStatus",
    "TwinkleTwinkleAbortedEvent",
    "TwinkleTwinkleAbortedEventReason",
    "TwinkleTwinkleAbortedEventType",
    "TwinkleTwinkleActed",
    "TwinkleTwinkleBag",
    "TwinkleTwinkleBagKinds",
    "TwinkleTwinkleBreakdown",
    "TwinkleTwinkleBreakdownRank",
    "TwinkleTwinkleCancelledEvent",
    "TwinkleTwinkleCancelledEventType",
    "TwinkleTwinkleCell",
    "TwinkleTwinkleChart",
    "TwinkleTwinkleClockRanOutEvent",
    "TwinkleTwinkleClockRanOutEventThen",
    "TwinkleTwinkleClockRanOutEventType",
    "TwinkleTwinkleCosmobotTakeAction",
    "TwinkleTwinkleCosmobotTakeActionType",
    "TwinkleTwinkleCreatedEvent",
    "TwinkleTwinkleCreatedEventType",
    "TwinkleTwinkleCreateGame",
    "TwinkleTwinkleCreateGameOnLeave",
    "TwinkleTwinkleCreateGameOnTimeout",
    "TwinkleTwinkleCurrentSlot",
    "TwinkleTwinkleEventLog",
    "TwinkleTwinkleEventLogChatItem",
    "TwinkleTwinkleGameOverEvent",
    "TwinkleTwinkleGameOverEventType",
    "TwinkleTwinkleLeftEvent",
    "TwinkleTwinkleLeftEventThen",
    "TwinkleTwinkleLeftEventType",
    "TwinkleTwinkleLegalActions",
    "TwinkleTwinkleLobbyStatus",
    "TwinkleTwinkleNextSlot",
    "TwinkleTwinkleOptions",
    "TwinkleTwinkleOptionsAsteroids",
    "TwinkleTwinkleOptionsBlackHoles",
    "TwinkleTwinkleOptionsComets",
    "TwinkleTwinkleOptionsPlanets",
    "TwinkleTwinkleOptionsSatellites",
    "TwinkleTwinklePlaceAction",
    "TwinkleTwinklePlaceActionType",
    "TwinkleTwinklePlayerScore",
    "TwinkleTwinkleQuickPlay",
    "TwinkleTwinkleRecord",
    "TwinkleTwinkleRecordLifecycle",
    "TwinkleTwinkleRecordOptions",
    "TwinkleTwinkleRecordOutcome",
    "TwinkleTwinkleRecordScore",
    "TwinkleTwinkleRecordUnratedReason",
    "TwinkleTwinkleRecordView",
    "TwinkleTwinkleRecordViews",
    "TwinkleTwinkleRoundEndedEvent",
    "TwinkleTwinkleRoundEndedEventType",
    "TwinkleTwinkleRowsRefilledEvent",
    "TwinkleTwinkleRowsRefilledEventType",
    "TwinkleTwinkleScore",
    "TwinkleTwinkleSeatClaimedEvent",
    "TwinkleTwinkleSeatClaimedEventType",
    "TwinkleTwinkleSides",
    "TwinkleTwinkleSidesAsteroids",
    "TwinkleTwinkleSidesBlackHoles",
    "TwinkleTwinkleSidesComets",
    "TwinkleTwinkleSidesPlanets",
    "TwinkleTwinkleSidesSatellites",
    "TwinkleTwinkleStandee",
    "TwinkleTwinkleStar",
    "TwinkleTwinkleStarLinesItem",
    "TwinkleTwinkleState",
    "TwinkleTwinkleTile",
    "TwinkleTwinkleTileKind",
    "TwinkleTwinkleTilePlacedEvent",
    "TwinkleTwinkleTilePlacedEventType",
    "TwinkleTwinkleTileRemovedEvent",
    "TwinkleTwinkleTileRemovedEventBy",
    "TwinkleTwinkleTileRemovedEventType",
    "TwinkleTwinkleView",
    "TwinkleTwinkleViewStatus",
    "Webhook",
    "WebhookEventsItem",
    "WebhookList",
    "WebhookRequest",
    "WebhookRequestEventsItem",
    "WebhookStatus",
    "WebhookWithSecret",
    "WebhookWithSecretEventsItem",
    "WebhookWithSecretStatus",
    "You",
    "YourTurnEvent",
    "YourTurnEventType",
)
