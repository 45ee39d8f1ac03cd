"""A stranger's client: schemathesis generates requests from our OpenAPI document — valid and
not — and every answer must be a documented status, the documented shape and content type, and
never a 500. (Its pytest plugin does not load under pytest 9, so its strategies run here under
hypothesis directly, one operation at a time.)"""

import copy

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from service.app import create_app
from service.config import Settings
from tests.conftest import QUEUE
from tests.spec_check import committed_spec, documented_operations
from tests.examples import examples

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
OPERATIONS = documented_operations(("get", "post"))
# The fuzz's budget is a number of requests for the whole document (what 30 examples an operation
# came to at 120 operations), shared by its operations: each route the features add took the
# suite's time up by 30 requests and their checks (58 s of CPU at 172 operations). Each operation
# still gets at least 12 cases.
REQUESTS = 3_600
EACH = max(12, REQUESTS // len(OPERATIONS))


@pytest.fixture(scope="module")
def web_schema(redis_url):
    """The committed document (test_packaging fails while the app's /openapi.json differs from
    it), its cases sent to the app: loading /openapi.json made the app build its document, ~2 s
    of CPU in each of the six test processes the fuzz's operations are spread over."""
    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE))
    schema = schemathesis.openapi.from_dict(copy.deepcopy(committed_spec()))
    schema.app = app
    return schema


@pytest.mark.parametrize("path, method", OPERATIONS)
def test_every_operation_answers_as_documented(web_schema, path, method):
    operation = web_schema[path][method.upper()]

    @given(case=operation.as_strategy())
    @settings(max_examples=examples(EACH), deadline=None, suppress_health_check=list(HealthCheck))
    def answers_as_documented(case):
        case.call_and_validate(checks=CHECKS)

    answers_as_documented()
