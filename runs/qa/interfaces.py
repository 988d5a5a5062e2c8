"""Interface protocols by family: what to offer when a question asks for a block of a protocol no run implements.

"Is there an I2C controller here?" of a set whose serial blocks are an SPI master and a UART transmitter is answered
"no"; the runs that come closest are those other serial interfaces, which share nothing with "i2c" by letters and
little by embedding (the bundled MiniLM places "i2c controller" nearer a CRC than an SPI master). The field groups
its protocols into families everyone knows: serial links between chips, on-chip buses, memory interfaces, high-speed
links. A protocol named as absent is offered the runs whose names or titles name another protocol of its family.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence, Set

from text import english

FAMILIES: dict[str, frozenset[str]] = {
    "serial interface": frozenset({"i2c", "spi", "qspi", "uart", "usart", "can", "lin", "i2s", "jtag", "smbus",
                                   "pmbus", "onewire", "mdio", "sdio", "swd", "rs232", "rs485", "ps2", "dmx512"}),
    "on-chip bus": frozenset({"axi", "axi4", "axis", "ahb", "apb", "wishbone", "avalon", "tilelink", "ocp"}),
    "memory interface": frozenset({"ddr", "ddr2", "ddr3", "ddr4", "lpddr", "sdram", "sram", "hbm", "onfi"}),
    "high-speed link": frozenset({"usb", "pcie", "sata", "ethernet", "mii", "rgmii", "sgmii", "hdmi", "dvi",
                                  "mipi", "serdes"}),
}
"""Field vocabulary: each family of interface protocols and the protocols' usual short names."""

_WORD = re.compile(r"[a-z][a-z0-9]*")
_NO_WORD = 1.0
"""The Zipf frequency under which a name's part is no English word (``spim`` 0; ``lint`` and ``linear`` above)."""


def family_of(name: str) -> str:
    """The family of the protocol ``name`` is (``i2c`` -> serial interface), or ""."""
    low = name.lower()
    return next((family for family, members in FAMILIES.items() if low in members), "")


def _names_any(parts: Sequence[str], text: str, protocols: Set[str]) -> bool:
    """Whether a run names one of ``protocols``: a part of its name that is one or starts with one and is no English
    word at all (``spim``, ``uarttx``; not ``lint`` or ``linear``), or a word of ``text`` (its title or comments) that
    is one and no common English word ("can" is)."""
    return any(part in protocols or any(part.startswith(p) and english.zipf(part) < _NO_WORD for p in protocols)
               for part in parts) or any(word in protocols and not english.common(word)
                                         for word in _WORD.findall(text.lower()))


def kindred_runs(name: str, profiles: Mapping[str, tuple[Sequence[str], str]]) -> tuple[str, list[str]]:
    """The family of the protocol ``name``, and the runs (design -> (name parts, title)) that name another protocol
    of that family (``_names_any``). ("", []) when ``name`` is no protocol of a family."""
    family = family_of(name)
    if not family:
        return "", []
    others = FAMILIES[family] - {name.lower()}
    return family, [design for design, (parts, title) in profiles.items() if _names_any(parts, title, others)]


def unheld_protocols(question: str, profiles: Mapping[str, tuple[Sequence[str], str]]) -> list[str]:
    """The protocols ``question`` names that no run is of: a family's protocol that is no common English word ("spi",
    not "can") and that no run (design -> (name parts, RTL comments)) names in a part of a name or a word of its
    comments. "spi master timing numbers?" of a set whose one serial block is a UART asks for a run that is not here;
    taken by meaning it would be answered for the UART."""
    said = dict.fromkeys(word for word in _WORD.findall(question.lower()) if family_of(word) and not english.common(word))
    return [protocol for protocol in said
            if not any(_names_any(parts, comments, {protocol}) for parts, comments in profiles.values())]


__all__ = ["FAMILIES", "family_of", "kindred_runs", "unheld_protocols"]
