"""What operators and client developers rely on: the image's command lines, the compose file,
the Dockerfile lint, and the committed OpenAPI document."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml
from openapi_spec_validator import validate

from service.run import API_COMMAND, WORKER_COMMAND
from tests.spec_check import committed_spec, generated_spec_yaml

ROOT = Path(__file__).parents[3]


def dockerfile_instruction(name: str) -> str:
    lines = (ROOT / "Dockerfile").read_text().splitlines()
    return [line for line in lines if line.startswith(name + " ")][-1].removeprefix(name + " ")


def test_the_image_runs_the_same_api_command_the_tests_start():
    assert json.loads(dockerfile_instruction("CMD")) == API_COMMAND


def test_the_image_runs_as_a_non_root_user_on_a_slim_base():
    assert dockerfile_instruction("FROM").endswith("-slim")
    assert dockerfile_instruction("USER").split(":")[0] not in ("root", "0")


def test_compose_wires_redis_with_aof_the_api_and_the_worker_command():
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    assert "--appendonly" in compose["redis"]["command"] and "yes" in compose["redis"]["command"]
    assert compose["worker"]["command"] == WORKER_COMMAND
    assert compose["api"].get("command") is None  # the image's CMD: the same gunicorn line
    for service in ("api", "worker"):
        assert compose[service]["environment"]["REDIS_URL"].startswith("redis://redis:")


def test_the_cluster_compose_puts_games_on_a_cluster_rq_on_its_own_redis_and_the_api_behind_a_proxy():
    """docker-compose.cluster.yml, checked as data (no Docker here): every piece docs/operations.md's
    "Beyond one machine" names is wired to the others."""
    from service.running.redis_cluster import main as cluster_init

    compose = yaml.safe_load((ROOT / "docker-compose.cluster.yml").read_text())
    services = compose["services"]
    nodes = [name for name, s in services.items() if "--cluster-enabled" in (s.get("command") or [])]
    assert len(nodes) == 6
    for name in nodes:
        command = services[name]["command"]
        assert command[command.index("--cluster-enabled") + 1] == "yes"
        assert command[command.index("--appendonly") + 1] == "yes"
        assert command[command.index("--maxmemory-policy") + 1] == "noeviction"
    init = services["cluster-init"]["command"]
    assert init[:4] == ["python", "-m", "service.running.redis_cluster", "create"]
    named = [a.split(":")[0] for a in init[4:] if ":" in a]
    assert sorted(named) == sorted(nodes) and init[init.index("--replicas") + 1] == "1"
    assert set(services["cluster-init"]["depends_on"]) == set(nodes)
    queue = services["queue-redis"]["command"]
    assert "--cluster-enabled" not in queue and queue[queue.index("--appendonly") + 1] == "yes"
    for name in ("api", "worker"):
        env = services[name]["environment"]
        assert env["STARPORT_REDIS_CLUSTER"] == "1"
        assert env["REDIS_URL"].split("//")[1].split(":")[0] in nodes
        assert env["QUEUE_REDIS_URL"].startswith("redis://queue-redis:")
        assert services[name]["depends_on"]["cluster-init"]["condition"] == "service_completed_successfully"
        assert int(services[name]["deploy"]["replicas"].split(":-")[1].rstrip("}")) >= 2
    assert services["worker"]["command"] == WORKER_COMMAND
    assert services["api"].get("command") is None  # the image's CMD: the same gunicorn line
    nginx = (ROOT / compose["configs"][services["proxy"]["configs"][0]["source"]]["file"]).read_text()
    assert "server api:8000 resolve;" in nginx and "X-Forwarded-For" in nginx
    assert services["api"]["environment"]["STARPORT_TRUSTED_PROXIES"] == "1"
    with pytest.raises(SystemExit):
        cluster_init(["create", *init[4:-2], "--replicas", "3"])  # 6 nodes are no set of masters with 3 replicas each


def test_cluster_init_leaves_a_formed_cluster_alone(redis_cluster, capsys):
    from service.running.redis_cluster import main as cluster_init

    assert cluster_init(["create", *(f"127.0.0.1:{node.port}" for node in redis_cluster.nodes)]) == 0
    assert "already formed" in capsys.readouterr().out


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_the_lock_pins_every_runtime_dependency_with_hashes_and_the_image_installs_it():
    wanted = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    lock = (ROOT / "requirements.lock").read_text()
    pinned = {canonical(name): version for name, version in re.findall(r"^([A-Za-z0-9_.-]+)==(\S+) \\$", lock, re.M)}
    missing = [spec for spec in wanted if canonical(re.match(r"[A-Za-z0-9_.-]+", spec).group()) not in pinned]
    assert not missing, f"requirements.lock lacks {missing}: run `make lock`"
    assert lock.count("==") == len(pinned) and all(
        "--hash=sha256:" in block for block in re.split(r"\n(?=[A-Za-z])", lock.split("\n\n", 1)[-1]) if "==" in block)
    runs = [line for line in (ROOT / "Dockerfile").read_text().splitlines() if "pip install" in line]
    assert "--no-deps --require-hashes -r requirements.lock" in runs[0] and "--no-deps ." in runs[1]


def test_hadolint_passes_on_the_dockerfile():
    hadolint = Path(sys.executable).parent / "hadolint"
    result = subprocess.run([str(hadolint), str(ROOT / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_committed_openapi_yaml_is_current():
    committed = (ROOT / "openapi.yaml").read_text(encoding="utf-8")
    assert committed == generated_spec_yaml(), "openapi.yaml is stale: run `make openapi` and commit it"


def test_the_openapi_document_is_valid_and_documents_actions_as_one_of():
    spec = committed_spec()
    validate(copy.deepcopy(spec))  # the parsed document is shared by the process's tests
    schemas = spec["components"]["schemas"]
    games = [path.split("/")[2] for path in spec["paths"] if path.endswith("/games/{game_id}/actions")]
    assert "starshower" in games
    for path, item in spec["paths"].items():
        if path.endswith("/games/{game_id}/actions"):
            body = item["post"]["requestBody"]["content"]["application/json"]["schema"]
            union = schemas[body["$ref"].split("/")[-1]]
            assert union["discriminator"]["propertyName"] == "type"
            assert len(union["oneOf"]) == len(union["discriminator"]["mapping"]) >= 1
            for ref in union["oneOf"]:
                member = schemas[ref["$ref"].split("/")[-1]]
                assert "type" in member["required"]
            errors = item["post"]["responses"]
            assert any("application/problem+json" in str(r) for r in errors.values()) or \
                "application/problem+json" in str(spec["components"]["responses"])


def test_every_route_has_an_operation_id_for_client_generators():
    spec = committed_spec()
    ids = [op["operationId"] for item in spec["paths"].values() for op in item.values() if isinstance(op, dict)]
    assert len(ids) == len(set(ids)) and all(ids)


def test_every_action_type_has_an_example_its_game_accepts():
    from importlib import import_module

    from engines import package_of, registry

    for slug in registry():
        union = import_module(f"schemas.{package_of(slug)}").ActionSchema()
        for name, schema in union.type_schemas.items():
            examples = getattr(type(schema).Meta, "examples", [])
            assert examples, f"{slug} {name}: no example"
            for example in examples:
                assert union.load(example) == example, (slug, example)


def test_every_operation_has_a_description_an_example_and_its_security_stated():
    spec = committed_spec()
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method == "parameters":  # the path's own, not an operation
                continue
            assert op.get("description") and "security" in op, (method, path)
            media = [m for r in op["responses"].values() for m in r.get("content", {}).values()]
            assert any("example" in m or "examples" in m for m in media), (method, path)
