"""Library cells named by their function in words: the function part of the cell name, and the input count."""

import pytest

from runs.qa.cell_functions import cells_named
from runs.qa.query import understand

TYPES = ["MUX2X1", "INVX1", "INVX2", "NAND2X1", "NAND3X1", "NOR2X1", "AND2X2", "OR2X1", "BUFX2", "DFFSR", "XOR2X1"]


@pytest.mark.parametrize("question,cells", [
    ("number of 2-input multiplexer cells?", ["MUX2X1"]), ("how many inverters in it", ["INVX1", "INVX2"]),
    ("how many NAND gates", ["NAND2X1", "NAND3X1"]), ("3-input nand gates?", ["NAND3X1"]),
    ("how many muxes", ["MUX2X1"]), ("the area or cells and flops?", []), ("how many flops", []),
    ("nand or nor?", []),
])
def test_a_function_in_words_names_the_cell_types_that_do_it(question, cells):
    assert cells_named(understand(question).words, TYPES) == cells
