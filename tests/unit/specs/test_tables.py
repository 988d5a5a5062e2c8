import pytest

from specs.tables import looks_like_spec, parse_table, row_sentence, table_kind


@pytest.mark.parametrize(
    ("headers", "kind"),
    [
        (("name", "offset", "length", "description"), "registers"),
        (("bits", "type", "reset", "name", "description"), "fields"),
        (("value", "name", "description"), "values"),
        (("interrupt name", "type", "description"), "interrupts"),
        (("alert name", "description"), "alerts"),
        (("pin name", "direction", "description"), "signals"),
        (("port name", "package::struct", "type", "act", "width", "description"), "signals"),
        (("switch name", "description"), "generic"),
    ],
)
def test_kind_follows_the_header(headers, kind):
    assert table_kind(headers) == kind


def test_rows_keep_their_lines_and_cells():
    text = "| Bits | Type | Reset | Name |\n|:--:|:--:|:--:|:--|\n| 4 | rw | 0x0 | DIM |\n| 0 | rw | 0x1 | LAMP_EN |"
    table = parse_table(text, 10)
    assert table.kind == "fields"
    assert [row.line for row in table.rows] == [12, 13]
    assert table.rows[1].get("name") == "LAMP_EN" and table.rows[1].get("reset") == "0x1"
    assert row_sentence(table, table.rows[0]) == "bits: 4; type: rw; reset: 0x0; name: DIM"


def test_a_text_with_register_or_interrupt_tables_looks_like_a_spec(spec_lines):
    assert looks_like_spec("\n".join(spec_lines("blinky/doc/registers.md")))
    assert looks_like_spec("\n".join(spec_lines("blinky/doc/interfaces.md")))
    assert not looks_like_spec("\n".join(spec_lines("blinky/doc/theory_of_operation.md")))


def test_a_manual_with_a_port_or_option_table_is_no_spec():
    ports = "# Ports\n\n| Signal | Direction | Description |\n|---|---|---|\n| clk | input | clock |\n"
    options = "# Options\n\n| Switch Name | Description |\n|---|---|\n| -verbose | Print more. |\n"
    unseparated = "| Name | Offset |\n| CTRL | 0x0 |\n"
    assert not any(looks_like_spec(text) for text in (ports, options, unseparated))
