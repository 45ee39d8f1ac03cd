"""Issue 41: whether a player's game was listed (its public history leaves the unlisted out),
and a long game's replay checkpoints (``service.archive.replay.checkpoints``): a page of its replayed
views starts from the nearest one instead of the game's start.

Games archived before this revision count as listed (their records do not say) and have no
checkpoints (their views replay from the record, as before).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-06
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("game_players", sa.Column("listed", sa.Boolean, nullable=False, server_default=sa.true()))
    # A player's public history, newest first: the listed games only, one index range scan per page.
    op.create_index("ix_game_players_listed_history", "game_players",
                    ["player_id", "listed", sa.text("ended DESC"), sa.text("game_id DESC")])
    op.create_table(
        "replay_checkpoints",
        sa.Column("game_id", sa.String(64), sa.ForeignKey("games.game_id", ondelete="CASCADE"), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),  # the version the state stands at
        sa.Column("last_version", sa.Integer, nullable=False),  # the game's last step's
        sa.Column("state", sa.LargeBinary, nullable=False),  # deflated engine.encode
        sa.Column("steps", sa.LargeBinary, nullable=False),  # deflated JSON: the generator, the entries up to the next
        sa.PrimaryKeyConstraint("game_id", "version"),
    )


def downgrade() -> None:
    op.drop_table("replay_checkpoints")
    op.drop_index("ix_game_players_listed_history", "game_players")
    with op.batch_alter_table("game_players") as batch:  # SQLite drops a column by copying the table
        batch.drop_column("listed")
