"""Property tests of the HTTP API generated from its own OpenAPI schema (schemathesis).

Hand-written bad-input cases only cover what someone thought of; here every operation of the
schema gets generated requests, valid and not, with a fixed number of examples and derandomized
generation so the run is bounded and repeatable in CI. The properties: no 5xx ever, replies
conform to the schema, and every 4xx carries the API's one error body.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.specs.openapi.schemas import OpenApiSchema
from service_harness import AUTH, TOKEN, Service, idle_worker

from edabot.settings import Settings
from service.app import create_app

EXAMPLES_PER_OPERATION = 50




def served_schema() -> OpenApiSchema:
    """The schema as the app serves it, read from a throw-away app (the schema does not depend on settings).

    Parametrizing needs the schema at collection time, before the Redis fixture exists; each test
    sends its requests to its own app instead (``app=`` of ``call_and_validate``).
    """
    with tempfile.TemporaryDirectory() as data_dir:
        app = create_app(Settings(EDABOT_DATA_DIR=Path(data_dir), EDABOT_API_TOKEN=TOKEN))
        return schemathesis.openapi.from_asgi("/openapi.json", app)


schema = served_schema()


def error_body_on_4xx(ctx: object, response: schemathesis.Response, case: schemathesis.Case) -> bool | None:
    """Every client error carries ``{"error": {"code", "message", "request_id"}}``, whatever route refused."""
    if 400 <= response.status_code < 500:
        body = response.json()
        error = body.get("error") if isinstance(body, dict) else None
        assert isinstance(error, dict), f"{response.status_code} without an error object: {response.text[:200]}"
        assert {"code", "message", "request_id"} <= error.keys(), f"incomplete error body: {error}"
        assert all(isinstance(error[key], str) and error[key] for key in ("code", "message", "request_id")), error
    return None


CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_headers_conformance,
          response_schema_conformance, error_body_on_4xx]


@schema.parametrize()
@settings(max_examples=EXAMPLES_PER_OPERATION, derandomize=True, deadline=None, database=None,
          suppress_health_check=list(HealthCheck))
def test_every_operation_keeps_its_contract(case: schemathesis.Case, embedded_service: Service) -> None:
    with idle_worker(embedded_service):  # a deployment runs one; without it /readyz is 503
        case.call_and_validate(app=embedded_service.client.app, headers=AUTH, checks=CHECKS)


def test_a_job_id_rq_cannot_read_is_not_found(embedded_service: Service) -> None:
    """Found by the property test: RQ raised ValueError on such ids, which the API answered with a 500."""
    for job_id in ("d\u00c1\U000f438c", "a:b", "a b"):
        reply = embedded_service.client.get(f"/v1/jobs/{job_id}", headers=AUTH)
        assert reply.status_code == 404, reply.text
        assert reply.json()["error"]["code"] == "not_found"
