"""What the design does declare, where a tool's message says a name it was given does not exist.

"does not have a port named 'wr_data'" is fixed by connecting the port the module has (``din``), "does not have a
parameter named 'MAX_ONES'" by the parameter it declares (``LIMIT``), "port 'in_byte[*]' not found" by the name the
netlist gave the bus after ``splitnets`` (``in_byte_0_``): the answer quotes the declarations next to the message.
"""

from __future__ import annotations

import difflib
import json
import re

from runs.qa.graph_queries import Fact, RunTools

_MISSING_IN_MODULE = re.compile(r"Module `\\?([\w$]+)' referenced in module .* does not have a (port|parameter) "
                                r"named '\\?([\w$]+)'")
"""Yosys's hierarchy pass: an instance connects a port, or sets a parameter, its module does not declare."""
_PORT_NOT_FOUND = re.compile(r"^port '([^']+)' not found")
"""OpenSTA reading a constraint: the port pattern matches no port of the linked netlist."""
_PARAMETER = re.compile(r"^\s*(?:parameter|localparam)\b(?:\s+(?:integer|signed|\[[^\]]*\]))*\s+(\w+)")
_SIMILAR = 0.6
"""How alike a declared name must be to the missing one to be offered (``difflib`` ratio): ``out_vld`` for
``out_valid`` is, ``flush`` is not."""


def declared_instead(design: str, tools: RunTools, message: str) -> list[Fact]:
    """The declarations a message about a missing port or parameter asks to be compared with: the module's ports or
    parameter lines (Yosys), the netlist's ports alike to the pattern (OpenSTA). Empty for any other message."""
    if found := _MISSING_IN_MODULE.search(message):
        module, what, name = found.groups()
        return _module_ports(design, tools, module, name) if what == "port" else _module_parameters(design, tools, module)
    if found := _PORT_NOT_FOUND.match(message):
        return _netlist_ports(design, tools, found.group(1))
    return []


def _module_ports(design: str, tools: RunTools, module: str, missing: str) -> list[Fact]:
    for row in tools.module_names(design):
        if row["name"] == module and row["kind"] == "rtl":
            ports = json.loads(row["ports"])
            return [Fact(design, tools.rows[design]["run_id"], f"{design}: module {module} ({row['source']}:{row['line']}) "
                         f"declares the ports {', '.join(ports)}; none is named {missing}", row["source"], row["line"],
                         row["line"], verbatim=False)]
    return []


def _module_parameters(design: str, tools: RunTools, module: str) -> list[Fact]:
    """The parameter lines of ``module``'s RTL, from its header to its ``endmodule``."""
    for row in tools.module_names(design):
        if row["name"] != module or row["kind"] != "rtl":
            continue
        lines = tools.source_lines(design, row["source"])[1:]
        end = next((n for n in range(row["line"], len(lines) + 1) if lines[n - 1].strip().startswith("endmodule")),
                   len(lines))
        quoted = [tools.quote(design, row["source"], n, n) for n in range(row["line"], end + 1)
                  if _PARAMETER.match(lines[n - 1])]
        declared = [fact for fact in quoted if fact is not None]
        return declared or [Fact(design, tools.rows[design]["run_id"], f"{design}: module {module} ({row['source']}:"
                                 f"{row['line']}) declares no parameter", row["source"], row["line"], row["line"],
                                 verbatim=False)]
    return []


def _netlist_ports(design: str, tools: RunTools, pattern: str) -> list[Fact]:
    """The ports of the netlist's modules that a bus pattern's base name starts (``in_byte_0_`` for ``in_byte[*]``)
    or that are spelled alike (``out_vld`` for ``out_valid``)."""
    base = re.split(r"[\[*]", pattern, maxsplit=1)[0]
    facts = []
    for row in tools.module_names(design):
        if row["kind"] != "netlist":
            continue
        ports = json.loads(row["ports"])
        alike = [port for port in ports if port.startswith(base) and port != base] or difflib.get_close_matches(
            base, ports, n=3, cutoff=_SIMILAR)
        if alike and base not in ports:
            facts.append(Fact(design, tools.rows[design]["run_id"], f"{design}: the netlist's module {row['name']} "
                              f"({row['source']}:{row['line']}) has no port {base}; its ports alike: {', '.join(alike[:8])}"
                              + (f" and {len(alike) - 8} more" if len(alike) > 8 else ""),
                              row["source"], row["line"], row["line"], verbatim=False))
    return facts


__all__ = ["declared_instead"]
