"""What the cells of one type drive in a run's gate netlist: why a netlist holds so many of them.

"Why 40 inverters?" is answered by where their outputs go: when 27 of them feed only the reset pins of ``DFFSR``
flops, the RTL's active-high reset is being inverted for a library whose flops reset on a low level. Connections are
read from the stored Verilog netlist (``CELL name (.A(n1), .Y(n2));``); which pin drives is told by the name libraries
give outputs (``Y``, ``Q``...), since a netlist carries no pin directions.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from runs.qa.graph_queries import Fact, RunTools, stored_files

_INSTANCE = re.compile(r"^\s*([A-Za-z_][\w$]*)\s+([\\\w$.\[\]]+)\s*\((.*?)\)\s*;", re.DOTALL | re.MULTILINE)
"""A cell instance of a Verilog netlist: its type, its name and its pin connections."""
_CONNECTION = re.compile(r"\.(\w+)\(\s*([^()]*?)\s*\)")
_OUTPUT_PINS = ("Y", "Q", "QN", "Z", "ZN", "YS", "YC", "CO", "S")
"""Output pins as standard-cell libraries name them (OSU035's ``Y``/``Q``, a full adder's ``YS``/``YC``): a netlist
states no direction, the library's naming does."""
_KEYWORDS = frozenset({"module", "input", "output", "inout", "wire", "reg", "assign", "endmodule"})


def cell_loads(design: str, tools: RunTools, cell: str, shown: int = 3) -> list[Fact]:
    """How the ``cell`` instances of the run's netlist are loaded, grouped by what their outputs drive ("27 of the 40
    INVX1 drive only DFFSR pins R"), the largest groups first; empty when no stored Verilog netlist holds the cell."""
    for row in tools.graph.query(stored_files(tools.rows[design]["id"], "netlist")):
        instances = [(kind, name, dict(_CONNECTION.findall(pins))) for kind, name, pins in _INSTANCE.findall(row["text"])
                     if kind not in _KEYWORDS]
        own = [(name, pins) for kind, name, pins in instances if kind == cell]
        if not own:
            continue
        readers: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
        for kind, name, pins in instances:
            for pin, net in pins.items():
                if pin not in _OUTPUT_PINS:
                    readers[net].append((kind, pin, name))
        groups = Counter(_loads(name, pins, readers) for name, pins in own)
        said = [f"{n} drive {what}" for what, n in groups.most_common(shown)]
        text = (f"{design}: what the {len(own)} {cell} cells of {row['path']} drive (counted from its connections): "
                + "; ".join(said))
        return [Fact(design, tools.rows[design]["run_id"], text, row["path"], verbatim=False)]
    return []


def _loads(name: str, pins: dict[str, str], readers: dict[str, list[tuple[str, str, str]]]) -> str:
    """What one instance's output net feeds, said as the cell types and pins it reaches ("only DFFSR pin R")."""
    out = next((pins[pin] for pin in _OUTPUT_PINS if pin in pins), "")
    loads = sorted({(kind, pin) for kind, pin, reader in readers.get(out, []) if reader != name})
    if not out or not loads:
        return "no cell input (a port or nothing)"
    kinds = sorted({kind for kind, _ in loads})
    if len(kinds) == 1:
        pins_read = ", ".join(sorted({pin for _, pin in loads}))
        return f"only {kinds[0]} pin{'s' if ',' in pins_read else ''} {pins_read}"
    return "a mix of " + ", ".join(kinds)


__all__ = ["cell_loads"]
