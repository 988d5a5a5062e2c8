"""Questions over the real runs of blind set 42 that name a file rather than a run: a path or a file name held by
exactly one run names that run (its folder part is no absent design); and a module no file of a run defines is
followed to the line of the run's own files that names the file defining it."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set42-files"


@pytest.fixture(scope="module")
def set42(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind42", sorted(
        run.name for run in (BLIND_SETS / "runs_blind42" / "runs").iterdir()), SCOPE)


@pytest.mark.parametrize("question", ["tns in run-2024_06_11/sta_6ns.rpt?", "what tns does sta_6ns.rpt print"])
def test_a_file_one_run_holds_names_that_run(set42, question):
    answer = run_answer(set42, SCOPE, question)
    assert answer.parse["designs"] == ["oolite_mac"] and not answer.parse["absent"]
    assert "total negative slack = -86.50 ns" in answer.answer


def test_a_module_no_file_defines_is_followed_to_the_file_the_run_names_for_it(set42):
    answer = run_answer(set42, SCOPE, "how do I get vetch_nomod through synthesis?")
    assert "the file that defines vetch_thresh is named here, and the run holds no file of that name" in answer.answer
    assert "(vetch_thresh.v)" in answer.answer
