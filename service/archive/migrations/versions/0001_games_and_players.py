"""The archive's first tables: a row per finished game (its packed record) and a row per seated
player (a player's history, newest first, without unpacking a record).

Revision ID: 0001
Revises:
Create Date: 2026-11-20
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("game_id", sa.String(64), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),  # the title's slug
        sa.Column("outcome", sa.String(16), nullable=False),  # finished | cancelled | aborted
        sa.Column("created", sa.Float(53), nullable=False),  # unix seconds
        sa.Column("started", sa.Float(53), nullable=True),  # None: the game never began
        sa.Column("ended", sa.Float(53), nullable=False),
        sa.Column("record", sa.LargeBinary, nullable=False),  # service.archive.records.pack(record)
        sa.Column("size", sa.Integer, nullable=False),  # len(record): bytes stored
    )
    op.create_index("ix_games_game_ended", "games", ["game", "ended", "game_id"])  # a title's export
    op.create_index("ix_games_ended", "games", ["ended"])  # retention
    op.create_table(
        "game_players",
        sa.Column("game_id", sa.String(64), sa.ForeignKey("games.game_id", ondelete="CASCADE"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("player_id", sa.String(64), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=False),
        sa.Column("ended", sa.Float(53), nullable=False),
        sa.PrimaryKeyConstraint("game_id", "seat"),
    )
    # A player's history, newest first, keyset-paged: one index range scan per page.
    op.create_index("ix_game_players_history", "game_players",
                    ["player_id", sa.text("ended DESC"), sa.text("game_id DESC")])
    op.create_index("ix_game_players_title_history", "game_players",
                    ["player_id", "game", sa.text("ended DESC"), sa.text("game_id DESC")])


def downgrade() -> None:
    op.drop_table("game_players")
    op.drop_table("games")
