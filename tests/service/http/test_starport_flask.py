"""``service.app.StarportFlask`` answers ``ensure_sync`` as Flask does, once per function."""

from __future__ import annotations

import inspect
from unittest import mock

from flask import Flask

from service.app import StarportFlask


def test_a_plain_function_is_returned_as_it_is_and_asked_about_once():
    app = StarportFlask(__name__)

    def hook():
        return "ran"

    with mock.patch("flask.app.iscoroutinefunction", wraps=inspect.iscoroutinefunction) as asked:
        assert all(app.ensure_sync(hook) is hook for _ in range(3))
    assert asked.call_count == 1


def test_a_coroutine_function_is_handed_to_async_to_sync_as_flask_does():
    async def view():
        return "ran"

    with mock.patch.object(Flask, "async_to_sync", lambda self, func: ("wrapped", func)):
        assert StarportFlask(__name__).ensure_sync(view) == ("wrapped", view)


def test_an_unhashable_callable_is_asked_about_every_time():
    class Hook:
        def __eq__(self, other):  # and so no __hash__: it cannot be a cache key
            return self is other

        def __call__(self):
            return "ran"

    hook = Hook()
    assert StarportFlask(__name__).ensure_sync(hook) is hook
