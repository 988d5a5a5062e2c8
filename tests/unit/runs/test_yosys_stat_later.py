"""Stat sections read later give the facts of reading every line.

A scan keeps a plain stat section of a shape read before unread (``YosysLogParser._put_off``) until a later
section of its module replaces it, something else is about to file a fact under the module, or the log ends.
These logs print the same modules again and again with the shapes changing (an area, a cell type without one),
and put between them what must read a kept section first: a section read line by line, another module's area line
naming it, a top module's area, a top forgotten and named again by the hierarchy, a line no section rule reads.
"""

import pytest

from runs import metrics
from runs.parse.scan import BLOCK_BYTES
from tests.unit.runs.test_yosys_scan import line_by_line, scanned

BLOCK_SIZES = (BLOCK_BYTES, 1000, 211, 97)


def section(name: str, cells: int, area: str = "", unknown: tuple[str, ...] = (), area_of: str = "") -> str:
    """A module's section as Yosys prints it; ``area_of`` names another module in the area line."""
    lines = [f"=== {name} ===", "", f"   Number of wires:  {cells + 1}", f"   Number of wire bits:  {cells + 2}",
             f"   Number of cells:  {cells}", f"     $_AND_  {cells}"]
    if unknown:
        lines += ["", *(f"   Area for cell type {cell} is unknown!" for cell in unknown)]
    if area:
        lines += ["", f"   Chip area for {'top ' if name == 'design hierarchy' else ''}module '{area_of or name}': {area}"]
    return "\n".join(lines) + "\n\n"


def hierarchy(cells: int, area: str = "", listed: str = "\\top") -> str:
    return section("design hierarchy", cells, area).replace("\n\n", f"\n\n   {listed}  1\n     sub  2\n\n", 1)


def block(number: int, *sections: str) -> str:
    return f"{number}. Printing statistics.\n\n" + "".join(sections)


GENERIC = [section("\\top", 4), section("\\sub", 2), hierarchy(8)]
MAPPED = [section("\\top", 3, "30.5", ("\\sub",)), section("\\sub", 1, "7.25"), hierarchy(5, "45.0")]
KEPT = [block(1, *MAPPED), "2. Executing ABC pass.\n", block(3, *GENERIC), "4. Executing ABC pass.\n",
        block(5, *MAPPED), "6. Executing ABC pass.\n"]
"""Both shapes read once, then the mapped sections kept unread."""
NAMES_SUB = section("\\other", 1, "3.0", area_of="\\sub")
LOGS = {
    "generic_mapped_again": [*KEPT, block(7, *GENERIC), "8. Executing OPT pass.\n", block(9, *MAPPED),
                             "10. Executing OPT pass.\n", block(11, *GENERIC), "12. Executing OPT pass.\n"],
    "a_section_read_line_by_line": [*KEPT, block(7, section("\\sub", 2).replace("===\n\n", "===\n")),
                                    "8. Executing OPT pass.\n"],
    "another_section_names_it": [*KEPT, block(7, NAMES_SUB), "8. Executing OPT pass.\n"],
    "it_names_another_again": [*KEPT, block(7, NAMES_SUB), "8. Executing OPT pass.\n", block(9, NAMES_SUB),
                               "10. Executing OPT pass.\n", block(11, section("\\sub", 1, "8.0", ("\\late",))),
                               "12. Executing OPT pass.\n"],
    "a_top_module_area": [*KEPT, block(7, section("\\top", 2, "9.0").replace("module '", "top module '")),
                          "8. Executing OPT pass.\n"],
    "top_forgotten": [*KEPT, "Top module:  \\\n", block(7, *GENERIC[:2], hierarchy(8, listed="\\again")),
                      "8. Executing OPT pass.\n", block(9, *MAPPED), "10. Executing OPT pass.\n"],
    "a_new_count": [*KEPT, block(7, MAPPED[0].replace("   Number of cells", "   Number of memories:  1\n   Number of cells")),
                    "8. Executing OPT pass.\n", block(9, section("\\extra", 1)), "10. Executing OPT pass.\n"],
    "a_new_unknown_cell": [*KEPT, block(7, section("\\top", 3, "30.5", ("\\sub", "\\late"))),
                           "8. Executing OPT pass.\n", block(9, *MAPPED), "10. Executing OPT pass.\n"],
    "a_line_between": [*KEPT, block(7, section("\\top", 3), "Warning: between sections\n", section("\\sub", 1)),
                       "8. Executing OPT pass.\n", block(9, *GENERIC), "10. Executing OPT pass.\n"],
    "ends_in_a_block": [*KEPT, block(7, *GENERIC), "8. Executing OPT pass.\n", block(9, *MAPPED)],
}
HEAD = "Yosys 0.23 (git sha1 7ce5011c24b)\nTop module:  \\top\n"
END = "End of script. Logfile hash: 1, CPU: user 0.1s system 0.0s, MEM: 2.0 MB peak\n"


@pytest.mark.parametrize("name", LOGS)
def test_sections_read_later_give_the_facts_of_reading_every_line(tmp_path, name):
    log = tmp_path / "yosys.log"
    log.write_text(HEAD + "".join(LOGS[name]) + END)
    expected = line_by_line(log)
    assert {module["name"] for module in expected["modules"]} >= {"top", "sub"}
    for size in BLOCK_SIZES:
        assert scanned(log, size) == expected, size


def test_a_later_section_keeps_what_it_does_not_print(tmp_path):
    """A mapped section's area outlives the generic section printed after it, which has none."""
    log = tmp_path / "yosys.log"
    log.write_text(HEAD + "".join(LOGS["generic_mapped_again"]) + END)
    facts = scanned(log)
    sub = {metric["name"]: metric for metric in facts["metrics"] if metric["module"] == "sub"}
    assert sub[metrics.AREA]["raw"] == "7.25"
    assert sub[metrics.CELLS]["value"] == 2 and sub[metrics.CELLS]["line"] > sub[metrics.AREA]["line"]
