"""docker compose runs the archive on a real PostgreSQL (checked as data: no Docker engine here):
a volume, a healthcheck, and the API and workers pointed at it, starting once it is healthy."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa
import yaml

ROOT = Path(__file__).parents[3]


@pytest.mark.parametrize("name", ["docker-compose.yml", "docker-compose.cluster.yml"])
def test_compose_archives_on_a_postgresql_of_its_own(name):
    compose = yaml.safe_load((ROOT / name).read_text())
    services = compose["services"]
    postgres = services["postgres"]
    assert postgres["image"].startswith("postgres:")
    volume = postgres["volumes"][0].split(":")
    assert volume[0] in compose["volumes"] and volume[1] == "/var/lib/postgresql/data"
    assert "pg_isready" in " ".join(postgres["healthcheck"]["test"])
    for service in ("api", "worker"):
        url = sa.make_url(services[service]["environment"]["STARPORT_ARCHIVE_URL"])
        assert (url.drivername, url.host, url.database) == ("postgresql+psycopg", "postgres", "archive")
        assert url.username == postgres["environment"]["POSTGRES_USER"]
        assert services[service]["depends_on"]["postgres"] == {"condition": "service_healthy"}


def test_the_image_gives_its_user_the_default_archives_folder():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "install -d -o 10001 -g 10001 /app/var" in dockerfile and "USER 10001:10001" in dockerfile
