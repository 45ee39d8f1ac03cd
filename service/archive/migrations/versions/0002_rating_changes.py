"""Rating history: a row per seat of each rated game, its rating before and after
(``service.ratings.rated_games``), written in the transaction that writes the game's record.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rating_changes",
        sa.Column("game_id", sa.String(64), sa.ForeignKey("games.game_id", ondelete="CASCADE"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("subject", sa.String(64), nullable=False),  # a player id, or bot:<level>
        sa.Column("game", sa.String(32), nullable=False),  # the title's slug
        sa.Column("rank", sa.Integer, nullable=False),  # 1 first; equal ranks tied
        sa.Column("mu_before", sa.Float(53), nullable=False),
        sa.Column("sigma_before", sa.Float(53), nullable=False),
        sa.Column("mu_after", sa.Float(53), nullable=False),
        sa.Column("sigma_after", sa.Float(53), nullable=False),
        sa.Column("games_after", sa.Integer, nullable=False),  # rated games of the title, this one included
        sa.Column("ended", sa.Float(53), nullable=False),
        sa.PrimaryKeyConstraint("game_id", "seat"),
    )
    # A subject's history in a title, newest first: one index range scan per page.
    op.create_index("ix_rating_changes_history", "rating_changes",
                    ["subject", "game", sa.text("ended DESC"), sa.text("game_id DESC")])


def downgrade() -> None:
    op.drop_table("rating_changes")
