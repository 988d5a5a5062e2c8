"""A log written with ``yosys -t`` stamps each message's first line with the seconds since start: it is still a
Yosys log, gives the facts of the same log without stamps at the same line numbers, and its stored text loses the
stamps only."""

import dataclasses
from pathlib import Path

from runs.parse.artifacts import parse_artifact
from runs.parse.base import iter_lines, untimed_text
from runs.parse.detect import artifact_kind


def _stamped(text: str) -> str:
    """``text`` as ``yosys -t`` writes it: a stamp before every line but the indented lines that continue a message."""
    return "".join(line if line.startswith("    ") else f"[{number:05d}.{number * 37 % 1000000:06d}] {line}"
                   for number, line in enumerate(text.splitlines(keepends=True)))


def _facts(path: Path) -> dict:
    facts = dataclasses.asdict(parse_artifact(path, "yosys_log", "yosys.log", 1 << 20))
    return {key: value for key, value in facts.items() if key != "source"}


def test_a_stamped_log_gives_the_facts_of_the_plain_one(tmp_path, fixtures):
    for run in ("alu8", "lint_mess", "broken_parse"):
        plain = next((fixtures / "runs" / run).glob("*.log"))
        stamped = tmp_path / f"{run}.log"
        stamped.write_text(_stamped(plain.read_text()))
        assert artifact_kind(stamped) == "yosys_log"
        assert _facts(stamped) == _facts(plain)
        assert untimed_text(stamped) == plain.read_text()


def test_stamps_are_left_out_only_where_the_first_line_has_one(tmp_path):
    stamped, plain = tmp_path / "stamped.log", tmp_path / "plain.log"
    stamped.write_text("[00000.000000] \n[00000.000105] Warning: multiple conflicting drivers for top.\\q:\n"
                       "    port Q[0] of cell $procdff$60 ($dff)\n")
    plain.write_text("Yosys 0.23\n[00000.000105] a bracket the tool printed\n")
    assert list(iter_lines(stamped)) == [(1, ""), (2, "Warning: multiple conflicting drivers for top.\\q:"),
                                         (3, "    port Q[0] of cell $procdff$60 ($dff)")]
    assert list(iter_lines(plain))[1] == (2, "[00000.000105] a bracket the tool printed")
    assert untimed_text(plain) == plain.read_text()
