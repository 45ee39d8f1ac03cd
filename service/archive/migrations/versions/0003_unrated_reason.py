"""Why a game created rated moved no rating (``service.ratings.maths.why_unrated``: ``same_origin_keys``,
``solo``…), beside its record, which says it too: an operator counts the games ratings refused,
and which, without unpacking every record. Null for every other game, and for the games archived
before this column, whose records do not say.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("games", sa.Column("unrated_reason", sa.String(32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:  # SQLite drops a column by copying the table
        batch.drop_column("unrated_reason")
