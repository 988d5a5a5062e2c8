"""OpenSTA's design-rule check sections (``report_check_types -max_transition ...``) kept as one record per violating
pin, whichever layout the tool printed: a table under a ``Pin Limit ...`` head, or one pin at a time with its limit,
value and slack on lines of their own; and a report that opens with a long listing before its first path is still
read as the timer's report."""

from pathlib import Path

from runs.parse.base import run_parser
from runs.parse.detect import artifact_kind
from runs.parse.sta_report import StaReportParser

TABLE = """max_capacitance

Pin                                    Limit     Cap   Slack
------------------------------------------------------------
u_mux/Y                                 0.05    0.09   -0.04 (VIOLATED)
u_buf/Y                                 0.05    0.06   -0.01 (VIOLATED)
"""

ONE_PIN_AT_A_TIME = """max slew

Pin acc[3] v
max_slew           1.50
slew               1.95
-----------------------
Slack             -0.45 (VIOLATED)

Pin u_and/A ^
max_slew           1.50
slew               1.40
-----------------------
Slack              0.10 (MET)
"""


def records(text: str) -> list[tuple[str, str, int]]:
    facts = run_parser(StaReportParser(), enumerate(text.splitlines(), 1), "drc.rpt")
    return [(issue.kind, issue.message, issue.line) for issue in facts.issues]


def test_a_table_of_violations_gives_one_record_per_pin_with_its_columns():
    assert records(TABLE) == [
        ("max_capacitance", "Pin u_mux/Y: Limit 0.05, Cap 0.09, Slack -0.04 (VIOLATED)", 5),
        ("max_capacitance", "Pin u_buf/Y: Limit 0.05, Cap 0.06, Slack -0.01 (VIOLATED)", 6),
    ]


def test_a_check_printed_pin_by_pin_is_one_record_at_the_pin_and_a_met_one_none():
    assert records(ONE_PIN_AT_A_TIME) == [
        ("max_slew", "Pin acc[3] v: max_slew 1.50, slew 1.95, Slack -0.45 (VIOLATED)", 3),
    ]


def test_a_report_whose_first_path_follows_a_long_listing_is_the_timers(tmp_path: Path):
    listing = "".join(f"_{n}_ CLK R constant\n" for n in range(400))
    report = tmp_path / "hold_report.txt"
    report.write_text(listing + "Startpoint: a (input port clocked by clk)\nEndpoint: b\n")
    assert artifact_kind(report) == "sta_report"
