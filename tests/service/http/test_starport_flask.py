"""``service.app.StarportFlask`` answers ``ensure_sync`` as Flask does, once per function, and
builds URLs as werkzeug does, its builders compiled when first used."""

from __future__ import annotations

import inspect
from unittest import mock

from flask import Flask, url_for
from werkzeug.routing import IntegerConverter, Map, Rule

from service.app import StarportFlask
from service.http.requests import LazyBuildRule


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


def test_its_routes_build_the_urls_werkzeug_builds(shared_app):
    """Every route's URL builders, compiled at their first build (``LazyBuildRule``), give what
    werkzeug's own rule gives, with and without unknown arguments as a query."""
    werkzeug = Map(converters=dict(shared_app.url_map.converters))
    built = 0
    for rule in shared_app.url_map.iter_rules():
        assert isinstance(rule, LazyBuildRule)
        plain = Rule(rule.rule, endpoint=rule.endpoint, methods=rule.methods, defaults=rule.defaults)
        werkzeug.add(plain)
        path = {name: 3 if isinstance(rule._converters[name], IntegerConverter) else "a b/ü"
                for name in rule.arguments}
        for values in (path, {**path, "wait": 2, "q": "x y"}):
            for append_unknown in (True, False):
                assert rule.build(values, append_unknown) == plain.build(values, append_unknown)
                built += 1
    assert built > 500
    with shared_app.test_request_context():
        assert url_for("static", filename="play/app.js") == "/static/play/app.js"
