"""Alembic's entry point for the archive's migrations, always run through
``ArchiveStore.migrate``: it hands over a connection already in a transaction, holding the
migration lock, so two processes starting at once never migrate side by side."""

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=None,
                  render_as_batch=connection.dialect.name == "sqlite")  # SQLite alters by copying a table
with context.begin_transaction():
    context.run_migrations()
