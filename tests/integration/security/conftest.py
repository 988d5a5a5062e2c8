"""Fixtures of the security tests: one service holding every tenant's manuals, shared by a module."""

from __future__ import annotations

import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

# tenants.py lives next to the tests; pytest runs with --import-mode=importlib.
sys.path.insert(0, str(Path(__file__).parent))

from service_harness import TOKEN, Service  # noqa: E402
from tenants import Tenant, make_tenants, write_documents  # noqa: E402

from edabot.settings import Settings  # noqa: E402

SEED = 12


@pytest.fixture(scope="module")
def tenants() -> list[Tenant]:
    return make_tenants(SEED)


def tenant_service(folder: Path, redis_url: str, tenants: list[Tenant], **overrides: object) -> Service:
    """A service on a fresh data dir with every tenant's manuals and spec uploaded into its scope and ingested."""
    settings = Settings(**{
        "EDABOT_DATA_DIR": folder / "data", "EDABOT_API_TOKEN": TOKEN, "REDIS_URL": redis_url,
        "EDABOT_QUEUE_NAME": f"edabot-test-{uuid.uuid4().hex[:8]}", "EDABOT_JOB_RETRY_BACKOFF_S": 0, **overrides,
    })
    service = Service(settings)
    jobs = []
    for tenant in tenants:
        manuals, spec = write_documents(tenant, folder / "documents" / tenant.slug)
        jobs += [service.upload(tenant.scope, *manuals), service.upload(tenant.scope, spec, kind="spec")]
    service.work()
    assert all(service.job(job)["state"] == "finished" for job in jobs)
    return service


@pytest.fixture(scope="module")
def tenants_service(tmp_path_factory: pytest.TempPathFactory, redis_url: str, tenants: list[Tenant]) -> Iterator[Service]:
    yield tenant_service(tmp_path_factory.mktemp("tenants"), redis_url, tenants)
