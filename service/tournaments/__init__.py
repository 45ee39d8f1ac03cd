"""Tournaments: arenas and Swiss events (placeholder)."""
