"""The archive's schema, as Alembic migrations (run by ``ArchiveStore.migrate``)."""
