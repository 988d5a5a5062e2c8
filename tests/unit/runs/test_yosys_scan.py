"""The block scan of a Yosys log gives the facts of reading every line, which are those of the parser before it.

``YosysLogParser.feed`` reads one line by every rule. A scan (``runs.parse.scan``) feeds only the
lines the parser's byte patterns say can still matter, and the parser reads plain runs of stat and
ABC lines in one step. Both must give the same facts on every Yosys log the repository holds, cut
into blocks at awkward places, re-encoded, and mutated line by line. ``yosys_line_facts.json`` pins
the line-by-line facts of those logs to what the parser gave before block scanning (commit 60777d0):
after a change meant to alter facts, replace it with the digests the failing test prints.
"""

import dataclasses
import hashlib
import json
import random
from pathlib import Path

import pytest

from runs.parse.artifacts import parse_artifact
from runs.parse.base import iter_lines, run_parser
from runs.parse.detect import artifact_kind
from runs.parse.scan import BLOCK_BYTES, scan_file
from runs.parse.yosys_log import _OPTIMISATION, _OPTIMISATION_SCAN, YosysLogParser

REPO = Path(__file__).resolve().parents[3]
LOGS = sorted(path for folder in ("tests/fixtures/runs", "eval/sets") for path in (REPO / folder).rglob("*")
              if path.is_file() and artifact_kind(path) == "yosys_log")
LOGS += sorted((REPO / "tests/fuzz/corpus/yosys_log").glob("*"))
DIGESTS = REPO / "tests/fixtures/runs/yosys_line_facts.json"
ODD_LINES = (
    "ABC RESULTS:  never-active cells: 2", "ABC RESULTS:  Warning cells: 3", "ABC RESULTS: \tAND cells: 4",
    "ABC RESULTS:   AND cells:   ٣", "ABC RESULTS:   OR cells: 7x", "   Number of wires:  ٣", "   Number of cells:\t5",
    "   Number of cells:  5", "     $_AND_\t5", "     $_AND_  ²", "     $_OR_  12", "   top   1", "\tNumber of wires: 3",
    "Warning: x is used but has no driver", "src/a.v:3: ERROR: syntax error", "ABC: Warning: combinational",
    "3.1. Executing CHECK pass", "٣. Executing CHECK pass", "4. Printing statistics.", "5. Executing OPT pass.",
    "Found and reported 2 problems.", "=== top ===", "=== design hierarchy ===", "", "  ", "\r", "x\ry",
    "   Chip area for module '\\top': 1.5", "   Area for cell type $_DFF_ is unknown!", "Top module:  \\x",
    "Top module:  \\", "Yosys 0.9 (git sha1 abc)", "Setting constant 0-bit at position 0", "Recoding FSM `$fsm$x'",
    "End of script. Logfile hash: 1, CPU: user 0.1s system 0.0s, MEM: 2.0 MB peak",
    "Latch inferred for signal `\\top.\\q' from process `\\top.$proc$rtl/t.v:3$1': $_DLATCH_P_",
)
"""Lines that sit at the edge of a rule or of a plain run (tabs, non-ASCII digits, words other rules read)."""


def line_by_line(path: Path) -> dict:
    """Facts from feeding every line of ``path`` (split on newlines, as a scan splits them)."""
    parser, lines = YosysLogParser(), path.read_bytes().split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    for lineno, raw in enumerate(lines, start=1):
        parser.feed(lineno, raw.decode("utf-8", "replace").rstrip("\r"))
    facts = parser.finish()
    facts.lines = len(lines)
    return dataclasses.asdict(facts)


def scanned(path: Path, block: int = BLOCK_BYTES) -> dict:
    parser = YosysLogParser()
    lines = scan_file(path, parser, block)
    facts = parser.finish(lines)
    facts.lines = lines
    return dataclasses.asdict(facts)


def digest(path: Path) -> str:
    facts = run_parser(YosysLogParser(), iter_lines(path), path.name)
    return hashlib.sha256(json.dumps(dataclasses.asdict(facts), sort_keys=True).encode()).hexdigest()[:16]


def test_the_repository_holds_the_logs_the_digests_name():
    assert {str(path.relative_to(REPO)) for path in LOGS} == set(json.loads(DIGESTS.read_text()))


def test_line_by_line_facts_are_those_of_the_parser_before_block_scanning():
    found = {str(path.relative_to(REPO)): digest(path) for path in LOGS}
    assert found == json.loads(DIGESTS.read_text()), json.dumps(found, indent=1, sort_keys=True)


@pytest.mark.parametrize("block", [BLOCK_BYTES, 4096, 61])
@pytest.mark.parametrize("path", LOGS, ids=lambda path: str(path.relative_to(REPO)))
def test_scan_gives_the_facts_of_reading_every_line(path, block):
    assert scanned(path, block) == line_by_line(path)


def test_parse_artifact_scans_and_stamps_source_and_line_count(fixtures):
    log = fixtures / "runs/alu8/yosys.log"
    facts = parse_artifact(log, "yosys_log", "runs/alu8/yosys.log", 0)
    assert dataclasses.asdict(facts) == {**line_by_line(log), "source": "runs/alu8/yosys.log"}


def test_a_marker_cut_by_every_block_boundary(tmp_path):
    log = tmp_path / "yosys.log"
    log.write_bytes(b"Yosys 0.23 (git sha1 7ce5011c24b)\n1. Printing statistics.\n\n=== top ===\n\n"
                    b"   Number of cells:  2\n     $_AND_  2\n\n2. Executing ABC pass.\n"
                    b"ABC RESULTS:   AND cells:  2\nABC RESULTS:   OR cells:  1\nWarning: Wire top.w is used but has no driver.\n"
                    b"3. Executing CHECK pass (checking for obvious problems).\nFound and reported 1 problems.\n"
                    b"Top module:  \\top\nEnd of script. Logfile hash: 1, CPU: user 0.1s system 0.0s, MEM: 2.0 MB peak\n")
    expected = line_by_line(log)
    assert expected["status"] == "success" and expected["top"] == "top"
    for block in range(8, 160):
        assert scanned(log, block) == expected, block


def test_crlf_gives_the_facts_of_lf(tmp_path, fixtures):
    log = tmp_path / "yosys.log"
    log.write_bytes((fixtures / "runs/lint_mess/yosys.log").read_bytes().replace(b"\n", b"\r\n"))
    assert scanned(log) == line_by_line(log) == line_by_line(fixtures / "runs/lint_mess/yosys.log")
    assert scanned(log, 333) == line_by_line(log)


@pytest.mark.parametrize("tail", [b"", b"End of script. Logfile hash: 1, CPU: user 0.1s system 0.0s, MEM: 2.0 MB peak",
                                  b"ABC RESULTS:   AND cells:  2", b"     $_AND_  2"])
def test_a_last_line_without_newline_counts(tmp_path, fixtures, tail):
    log = tmp_path / "yosys.log"
    log.write_bytes((fixtures / "runs/alu8/yosys.log").read_bytes().rstrip(b"\n") + b"\n" + tail)
    expected = line_by_line(log)
    assert expected["lines"] == 1240 + (tail != b"")
    assert scanned(log) == scanned(log, 97) == expected


def test_invalid_utf8_is_replaced_as_line_by_line(tmp_path, fixtures):
    text = (fixtures / "runs/lint_mess/yosys.log").read_bytes()
    text = text.replace(b"Warning: Wire", b"Warning: \xff\xfeWire").replace(b"=== lint_mess ===", b"=== lint_\xe2\x82 ===")
    log = tmp_path / "yosys.log"
    log.write_bytes(b"\xc3\n" + text.replace(b"\n\n", b"\n\xe2\x82\n", 3) + b"ABC RESULTS:  \xe2\x82\xac cells: 3\n\xf0\x9f")
    expected = line_by_line(log)
    assert any("\ufffd" in issue["message"] for issue in expected["issues"])
    assert scanned(log) == scanned(log, 113) == expected


def test_an_empty_file_has_no_lines_and_says_nothing(tmp_path):
    log = tmp_path / "yosys.log"
    log.write_bytes(b"")
    assert scanned(log) == line_by_line(log)
    assert (scanned(log)["lines"], scanned(log)["status"], scanned(log)["metrics"][0]["line"]) == (0, "unknown", 0)


def test_a_line_longer_than_the_block_is_read_whole(tmp_path):
    log = tmp_path / "yosys.log"
    log.write_bytes(b"Warning: " + b"x" * 5000 + b"\nTop module:  \\top\n" + b"y" * 3000)
    assert scanned(log, 64) == scanned(log) == line_by_line(log)


def test_past_the_issue_cap(tmp_path, fixtures):
    """Once the issue list is full, notes change nothing and the scan stops looking for them."""
    log = tmp_path / "yosys.log"
    log.write_bytes(b"Warning: Wire top.w is used but has no driver.\n" * 1995 + (fixtures / "runs/uart_tx/yosys.log").read_bytes()
                    + b"ABC: Warning: x\nABC: Warning: y Warning: z\nABC: Warning: ERROR\nSetting constant 0-bit\n"
                    + (fixtures / "runs/lint_mess/yosys.log").read_bytes())
    expected = line_by_line(log)
    warnings = next(m["value"] for m in expected["metrics"] if m["name"] == "synth__log__warning__count")
    assert len(expected["issues"]) >= 2000 and warnings == 1997
    assert scanned(log) == scanned(log, 1001) == expected


@pytest.mark.parametrize("seed", range(12))
def test_mutated_logs_give_the_facts_of_reading_every_line(tmp_path, seed):
    """Real logs with lines dropped, repeated, swapped and odd lines put in, scanned in two block sizes."""
    rng = random.Random(seed)
    lines = rng.choice(LOGS[:-3]).read_bytes().split(b"\n")
    for _ in range(40):
        at = rng.randrange(len(lines))
        action = rng.randrange(4)
        if action == 0:
            lines.insert(at, rng.choice(ODD_LINES).encode())
        elif action == 1:
            del lines[at]
        elif action == 2:
            lines.insert(at, lines[at])
        else:
            lines[at - 1], lines[at] = lines[at], lines[at - 1]
    log = tmp_path / "yosys.log"
    log.write_bytes(b"\n".join(lines))
    expected = line_by_line(log)
    assert scanned(log) == expected
    assert scanned(log, rng.randrange(40, 400)) == expected


@pytest.mark.parametrize("text", [text for _, text in _OPTIMISATION])
def test_the_scan_finds_every_optimisation_note(text):
    assert any(pattern.search(f"x {text} y".encode()) for pattern in _OPTIMISATION_SCAN)


def test_plain_sections_and_line_start_messages_give_the_facts_of_reading_every_line(tmp_path):
    """The forms one match reads (a whole stat section, a message found by how its line starts) next to
    lines that fall just outside them: names that clean or are Yosys' own, odd numbers, cells after
    another count, files with spaces, control bytes or non-ASCII digits before a message."""
    section = ("=== {name} ===\n\n   Number of wires:  3\n   Number of wire bits:  4\n   Number of cells:  2\n"
               "     $_AND_  1\n     \\sub  1\n\n   Area for cell type \\sub is unknown!\n"
               "   Area for cell type $_AND_ is unknown!\n\n   Chip area for module '{name}': {area}\n\n")
    text = ("Yosys 0.23 (git sha1 7ce5011c24b)\n1. Printing statistics.\n\n"
            + section.format(name="\\top", area="12.") + section.format(name="$paramod\\sub\\W=8", area=".5")
            + section.format(name="odd", area="1.2.3")
            + "=== nocells ===\n\n   Number of cells:  2\n   Number of wires:  1\n     $_OR_  2\n\n"
            + "=== tail ===\n\n   Number of cells:  1\n     $_OR_  1\n\n     $_XOR_  4\n\n"
            + "=== design hierarchy ===\n\n   $_AND_  1\n   \\\\  1\n   top  1\n   other  1\n\n   Number of cells:  3\n"
            + "     $_AND_  3\n\n   Chip area for top module '\\top': 7\n\n"
            + "=== design hierarchy ===\n   top  1\n\n2. Executing CHECK pass.\nFound and reported 1 problems.\n"
            + "rtl/a.v:3: Warning: x is used but has no driver\nrtl/a.v:\u0663: ERROR: bad\nr a.v:3: Warning: spaced\n"
            + "\x1crtl/a.v:3: Warning: control\nsee rtl/a.v:3: Warning: later\nNote: a Warning: mid-line\n"
            + "Warnings: 2 unique messages, 3 total\nABC: Warning: y\n"
            + "3. Printing statistics.\n\n=== \\top ===\n\n   Number of cells:  1\n     $_OR_  1\n\n"
            + "End of script. Logfile hash: 1, CPU: user 0.1s system 0.0s, MEM: 2.0 MB peak\n")
    log = tmp_path / "yosys.log"
    log.write_bytes(text.encode())
    expected = line_by_line(log)
    assert expected["top"] == "top" and len(expected["modules"]) == 5 and len(expected["issues"]) == 5
    for block in (BLOCK_BYTES, 211, 64):
        assert scanned(log, block) == expected, block
