"""Library cells named by their function in words: the function part of the cell name, and the input count."""

import pytest

from runs.qa.cell_functions import cells_named, yosys_cell_meaning
from runs.qa.query import understand

TYPES = ["MUX2X1", "INVX1", "INVX2", "NAND2X1", "NAND3X1", "NOR2X1", "AND2X2", "OR2X1", "BUFX2", "DFFSR", "XOR2X1"]


@pytest.mark.parametrize("question,cells", [
    ("number of 2-input multiplexer cells?", ["MUX2X1"]), ("how many inverters in it", ["INVX1", "INVX2"]),
    ("how many NAND gates", ["NAND2X1", "NAND3X1"]), ("3-input nand gates?", ["NAND3X1"]),
    ("how many muxes", ["MUX2X1"]), ("the area or cells and flops?", []), ("how many flops", []),
    ("nand or nor?", []), ("the pad mux block has latches?", []), ("which mux design is largest", []),
])
def test_a_function_in_words_names_the_cell_types_that_do_it(question, cells):
    assert cells_named(understand(question).words, TYPES) == cells


@pytest.mark.parametrize("cell,meaning", [
    ("_DFF_P_", "a flip-flop on the rising clock edge with no reset"),
    ("_DFF_NP1_", "a flip-flop on the falling clock edge with an asynchronous active-high reset to 1"),
    ("_SDFF_PN0_", "a flip-flop on the rising clock edge with a synchronous active-low reset to 0"),
    ("_DFFSR_PNN_", "a flip-flop on the rising clock edge with asynchronous active-low set and active-low reset"),
    ("_DFFE_PP_", "a flip-flop on the rising clock edge with no reset and an active-high enable"),
    ("_DLATCH_N_", "a latch transparent while its enable is low with no reset"),
    ("adff", "a D flip-flop with an asynchronous reset, so it maps to a library flop that has a reset pin"),
    ("_DFF_PQ_", ""), ("_AND_", ""), ("mem_v2", ""),
])
def test_a_yosys_storage_cell_name_is_read_pin_by_pin(cell, meaning):
    assert yosys_cell_meaning(cell) == meaning


def test_a_size_before_a_function_noun_describes_a_datapath_not_a_cell():
    assert cells_named(["a", "16x8", "buffer"], ["BUFX2", "INVX1"]) == []
    assert cells_named(["the", "8", "bit", "buffer"], ["BUFX2"]) == []
    assert cells_named(["how", "many", "buffer", "cells"], ["BUFX2"]) == ["BUFX2"]


def test_yosys_generic_gates_are_named_by_their_function():
    types = ["$_XOR_", "$_NOT_", "$_DFF_P_", "XOR2X1", "INVX1", "NAND2X1"]
    assert cells_named(understand("how many xor cells?").words, types) == ["$_XOR_", "XOR2X1"]
    assert cells_named(understand("count the inverters").words, types) == ["$_NOT_", "INVX1"]
    assert cells_named(understand("how many 2-input nand gates?").words, types) == ["NAND2X1"]
