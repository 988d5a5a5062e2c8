"""The reaper meets RQ mid-change: a job whose execution record vanished between listing and reading it."""

from service import reaper


class _MovedOn:
    """A started job whose execution RQ removed while the reaper read the registry (what ``Execution.fetch`` raises)."""

    def get_executions(self) -> list[object]:
        raise ValueError("Execution e1 not found in Redis")


def test_a_job_whose_execution_vanished_is_left_for_the_next_tick(monkeypatch):
    monkeypatch.setattr(reaper, "fetch_job", lambda connection, job_id: _MovedOn())
    assert reaper._reap_one(connection=None, queue=None, job_id="j1") is False  # type: ignore[arg-type]
