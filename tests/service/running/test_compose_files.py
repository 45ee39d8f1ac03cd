"""The compose files, checked with no Docker engine: valid by the Compose Specification's own JSON
schema (vendored in tests/compose_spec/, the one `docker compose config` validates with), the API
scalable behind a reverse proxy that alone publishes a port, every Starport service built from
the one Dockerfile, and the image's healthcheck asking /healthz wherever STARPORT_BIND says."""

from __future__ import annotations

import copy
import json
import re
import socket
import subprocess
import sys
import threading
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

ROOT = Path(__file__).parents[3]
COMPOSE_FILES = ["docker-compose.yml", "docker-compose.cluster.yml"]
SCHEMA = json.loads((ROOT / "tests" / "compose_spec" / "compose-spec.json").read_text())
PROXY_IMAGES = ("nginx:", "caddy:", "traefik:")  # official images of real reverse proxies

# Compose's interpolation: $$ is a dollar; ${NAME}, ${NAME:-default}, ${NAME-default}, $NAME.
VARIABLE = re.compile(r"\$(?:(?P<dollar>\$)|\{(?P<braced>\w+)(?::?[-?+](?P<default>[^}]*))?\}|(?P<named>\w+))")


def interpolated(value, env: dict[str, str]):
    """``value`` as compose reads it with the variables ``env`` sets (unset ones: their default)."""
    if isinstance(value, dict):
        return {key: interpolated(item, env) for key, item in value.items()}
    if isinstance(value, list):
        return [interpolated(item, env) for item in value]
    if isinstance(value, str):
        def substitute(match: re.Match) -> str:
            if match["dollar"]:
                return "$"
            name = match["braced"] or match["named"]
            return env.get(name) or match["default"] or ""
        return VARIABLE.sub(substitute, value)
    return value


def compose(name: str, env: dict[str, str] | None = None) -> dict:
    return interpolated(yaml.safe_load((ROOT / name).read_text()), env or {})


def schema_errors(document: dict) -> list[str]:
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
            for error in Draft202012Validator(SCHEMA).iter_errors(document)]


@pytest.mark.parametrize("name", COMPOSE_FILES)
def test_each_compose_file_is_valid_by_the_compose_spec(name):
    assert schema_errors(compose(name)) == []
    assert schema_errors(compose(name, {"API_REPLICAS": "6", "WORKERS": "4"})) == []


def test_the_schema_refuses_what_compose_refuses():
    document = compose("docker-compose.yml")
    misspelt = copy.deepcopy(document)
    misspelt["services"]["worker"]["buidl"] = "."
    assert any("buidl" in error for error in schema_errors(misspelt))
    unlisted = copy.deepcopy(document)
    unlisted["services"]["proxy"]["ports"] = "8000:80"
    assert any(error.startswith("services/proxy/ports") for error in schema_errors(unlisted))


@pytest.mark.parametrize("name", COMPOSE_FILES)
def test_the_api_scales_behind_a_reverse_proxy_that_alone_publishes_a_port(name):
    document = compose(name)
    services = document["services"]
    publishing = [service for service, spec in services.items() if spec.get("ports")]
    assert publishing == ["proxy"], "only the proxy claims a host port: `--scale api=N` collides on no other"
    proxy = services["proxy"]
    assert proxy["image"].startswith(PROXY_IMAGES)
    assert [port.split(":")[-1] for port in proxy["ports"]] == ["80"]
    (config,) = proxy["configs"]
    assert config["target"] == "/etc/nginx/conf.d/default.conf"
    nginx = (ROOT / document["configs"][config["source"]]["file"]).read_text()
    # Every API container, found again as they come and go (nginx >= 1.27.3's `resolve`).
    assert re.search(r"^\s*server api:8000 resolve;", nginx, re.M) and re.search(r"^resolver 127\.0\.0\.11 ", nginx, re.M)
    assert int(re.search(r"nginx:1\.(\d+)", proxy["image"])[1]) >= 28
    assert "proxy_set_header X-Forwarded-For $remote_addr;" in nginx
    assert services["api"]["environment"]["STARPORT_TRUSTED_PROXIES"] == "1"
    assert proxy["depends_on"]["api"]["condition"] == "service_started"


@pytest.mark.parametrize("name", COMPOSE_FILES)
def test_the_worker_is_built_from_the_apis_dockerfile(name):
    services = compose(name)["services"]
    api, worker = services["api"], services["worker"]
    assert worker["build"] == api["build"] == "."
    assert worker["image"] == api["image"]


def dockerfile_healthcheck() -> list[str]:
    """The HEALTHCHECK's exec-form command, its continuation lines joined."""
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    (line,) = [line for line in text.splitlines() if line.startswith("HEALTHCHECK ")]
    return json.loads(line.split(" CMD ", 1)[1])


class Healthz(BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802 — http.server's name
        self.send_response(200 if self.path == "/healthz" else 404)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def healthz_port():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Healthz)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def healthcheck(bind: str) -> int:
    command = dockerfile_healthcheck()
    assert command[0] == "python"
    return subprocess.run([sys.executable, *command[1:]], env={"STARPORT_BIND": bind}, capture_output=True,
                          timeout=30).returncode


def test_the_images_healthcheck_asks_healthz_where_starport_bind_says(healthz_port):
    with socketless_port() as closed:
        assert healthcheck(f"0.0.0.0:{healthz_port}") == 0  # every interface: asked on loopback
        assert healthcheck(f"127.0.0.1:{healthz_port}") == 0
        assert healthcheck(f"0.0.0.0:{closed}") != 0  # nothing there: unhealthy
    for name in COMPOSE_FILES:
        api = compose(name)["services"]["api"]
        assert "healthcheck" not in api, "the image's, which follows STARPORT_BIND"


@contextmanager
def socketless_port():
    """A port nothing listens on, for the length of the block (bound, never listening)."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        yield held.getsockname()[1]
