"""Entity resolution: only names that exist in the graph, never ordinary words (paraphrases and negatives)."""

import pytest

from runs.qa.entities import described_by_comments, identifier_like, resolve

DESIGNS = ["alu8", "counter16", "uart_tx", "mac8", "gray_fifo"]
NAMES = {"module": {"tx_shift", "baud_gen", "mult8", "sync2"}, "cell": {"DFFPOSX1", "DFFSR", "XOR2X1", "LATCH"}}
VOCAB = {"tx_busy", "rd_ptr", "set_input_delay", "osu035_stdcells", "_330_"}


@pytest.mark.parametrize("question", [
    "does it close timing?", "list them", "which one has the most cells?", "Is the clock met everywhere?",
    "Show me the designs sorted by how badly they miss their period", "what is broken here, if anything?",
    "Do any of them have latches?", "which block is the biggest?", "Tell me everything about the flow",
])
def test_ordinary_words_never_become_names(question):
    found = resolve(question, DESIGNS, NAMES, VOCAB)
    assert found.designs == [] and found.absent == [] and found.names == {}


@pytest.mark.parametrize("question,design", [
    ("How large did UART_TX come out?", "uart_tx"), ("cells in uart-tx please", "uart_tx"),
    ("mac8's flops?", "mac8"), ("`gray_fifo` status", "gray_fifo"),
    ("Where does lint of counter16.v point", "counter16"), ("area of uart_tx_top", "uart_tx"),
    ("is GRAY-FIFO clean?", "gray_fifo"),
])
def test_designs_resolve_through_the_documented_normal_form(question, design):
    assert resolve(question, DESIGNS, NAMES, VOCAB).designs == [design]


@pytest.mark.parametrize("question,absent,closest", [
    ("How big is alu16?", "alu16", "alu8"), ("fft_core versus mac8: which is larger?", "fft_core", None),
    ("slack of riscv_core", "riscv_core", None), ("counter32 cells", "counter32", "counter16"),
    ("is uart_txx timing clean", "uart_txx", "uart_tx"), ("worst slack of uart_rx?", "uart_rx", "uart_tx"),
    ("what is the area of 'blinky'?", "blinky", None),
])
def test_identifiers_in_no_run_are_absent_with_suggestions(question, absent, closest):
    found = resolve(question, DESIGNS, NAMES, VOCAB)
    assert found.absent == [absent] and absent not in found.designs
    assert set(found.suggestions[absent]) <= set(DESIGNS)
    if closest:
        assert closest in found.suggestions[absent]


@pytest.mark.parametrize("question,design", [("could the gray fifo run faster", "gray_fifo"),
                                             ("the counter design", "counter16"), ("alu16 wns", None)])
def test_names_spelled_as_words_resolve_only_to_existing_names(question, design):
    found = resolve(question, DESIGNS, NAMES, VOCAB)
    assert found.designs == ([design] if design else [])


@pytest.mark.parametrize("question", [
    "does synchronous reset cost area?", "what about clock domain sequencing?", "is the critical lane slow?",
])
def test_spelled_out_words_do_not_become_look_alike_names(question):
    found = resolve(question, ["dma_seq", "crc8_lane", "irq_ctrl"], {"module": {"sync2"}}, VOCAB)
    assert found.designs == [] and found.of("module") == []


@pytest.mark.parametrize("question,design", [("area of the dma sequencer", "dma_seq"),
                                             ("is the irq controller clean?", "irq_ctrl")])
def test_spelled_out_names_start_with_a_part_written_whole(question, design):
    assert resolve(question, ["dma_seq", "crc8_lane", "irq_ctrl"], {}, VOCAB).designs == [design]


def test_a_message_code_is_never_an_absent_design():
    found = resolve("How do I fix GRT-0116 in counter16?", DESIGNS, NAMES, VOCAB)
    assert found.absent == [] and found.designs == ["counter16"]


def test_resolution_never_returns_a_name_outside_the_graph():
    questions = ["area of the alu9 and alu8 and tx_shft?", "DFFPOSX2 count in mac8", "what is u_core_17 doing",
                 "compare mac9, mac8 and uart_tz"]
    graph = set(DESIGNS) | {n for names in NAMES.values() for n in names}
    for question in questions:
        found = resolve(question, DESIGNS, NAMES, VOCAB)
        assert set(found.designs) <= set(DESIGNS)
        assert {n for names in found.names.values() for n in names} <= graph


def test_other_graph_names_are_not_designs_and_not_absent():
    found = resolve("how many DFFSR in counter16, and what drives tx_busy via tx_shift?", DESIGNS, NAMES, VOCAB)
    assert found.designs == ["counter16"] and found.absent == []
    assert found.of("cell") == ["DFFSR"] and found.of("module") == ["tx_shift"]
    assert resolve("why $_DLATCH_N_ in counter16.count", DESIGNS, NAMES, VOCAB).absent == []


@pytest.mark.parametrize("word,expected", [("alu16", True), ("mac8", True), ("uart_tx", True), ("close", False), ("5ns", False),
                                           ("um2", False), ("x1", False), ("200MHz", False), ("DFFSR", False)])
def test_identifier_shape(word, expected):
    assert identifier_like(word) is expected


@pytest.mark.parametrize("question", ["order them by worst-path slack", "the per-design median", "standard-cell count"])
def test_hyphenated_prose_is_never_an_absent_design(question):
    assert resolve(question, DESIGNS, NAMES, VOCAB).absent == []


def test_a_spelled_out_name_may_leave_out_the_top_suffix():
    """``_top`` is optional in the normal form, so "the DMA controller" is ``dma_ctrl_top`` as "dma_ctrl" is."""
    found = resolve("in the DMA controller, which input launches the longest path?", ["dma_ctrl_top", "mac8"], {}, VOCAB)
    assert found.designs == ["dma_ctrl_top"]


@pytest.mark.parametrize("question,absent", [("pulseshaper area?", "pulseshaper"), ("how many cells in pulse_shapes", None),
                                             ("what about the pulse shaper?", None)])
def test_a_plain_word_that_nearly_spells_a_design_is_absent_not_ignored(question, absent):
    """Ignored, it would let "pulseshaper area?" be answered for every design; a spelled-out name still resolves."""
    found = resolve(question, ["pulse_shaper", "mac8"], {}, VOCAB)
    if absent:
        assert found.absent == [absent] and found.suggestions[absent] == ["pulse_shaper"] and not found.designs
    else:
        assert found.designs == ["pulse_shaper"] or found.absent == ["pulse_shapes"]


@pytest.mark.parametrize("question", ["what's the area of all counters?", "is the counter design slow?",
                                      "which designs have timing problems?", "how is the reset debounced?"])
def test_words_that_are_parts_plurals_or_prose_are_not_near_misses(question):
    found = resolve(question, ["counter16", "debounce", "timer_top"], {}, VOCAB)
    assert found.absent == []


@pytest.mark.parametrize("question,absent", [
    ("how many latches does quadmux have", "quadmux"), ("quadmux cell count?", "quadmux"),
    ("flops in quadmux?", "quadmux"), ("what's the area of the quadmux design", "quadmux"),
    ("quadmux's worst slack", "quadmux"), ("compare alu8 and quadmux", "quadmux"),
    ("did quadmux meet timing", "quadmux"), ("quadmux: any warnings", "quadmux"),
])
def test_a_rare_word_in_a_names_place_is_an_absent_design(question, absent):
    """Skipped as prose, "how many latches does quadmux have" would be answered for every design."""
    found = resolve(question, DESIGNS, NAMES, VOCAB | {"cell", "count", "latches", "warnings", "worst", "slack"})
    assert found.absent == [absent]


@pytest.mark.parametrize("question", [
    "hwo many cells in alu8", "totl cells?", "any latches in the netlist?", "what is the area in picoseconds?",
    "which designs had a multidriven net in them?", "is the area of mac8 bigger than the others?",
    "how many flops does the design have", "the timing of mac8, in summary",
])
def test_rare_words_outside_a_names_place_and_known_words_are_not_absent(question):
    """A typo, a field word before a noun, a common word at a clause end, or a unit the product reads."""
    found = resolve(question, DESIGNS, NAMES, VOCAB | {"cell", "cells", "picoseconds"})
    assert found.absent == []


@pytest.mark.parametrize("question,module", [
    ("how much area does the prescaler submodule take in alu8", "prescale"),
    ("area of the prescale block in alu8", "prescale"), ("the prescalers in alu8", None),
])
def test_a_word_grown_from_a_module_name_before_a_part_noun_names_it(question, module):
    """Parts are described in words; designs are not: "debouncer" beside a ``debounce`` design stays absent."""
    found = resolve(question, DESIGNS, {"module": {"prescale", "prescale(DIV=10)"}}, VOCAB)
    assert (module in found.of("module")) if module else found.of("module") == []
    assert resolve("debouncer cell count?", ["debounce", "alu8"], {}, VOCAB).absent == ["debouncer"]


@pytest.mark.parametrize("question,absent", [("in the vendor design what encoding was picked", ["vendor"]),
                                             ("the whole design area", []), ("area of the same design", [])])
def test_a_common_word_before_a_design_noun_is_a_name_only_when_it_starts_like_one(question, absent):
    assert resolve(question, ["vending", "alu8"], {}, VOCAB | {"encoding", "area"}).absent == absent


def test_a_run_folder_name_resolves_to_its_design():
    folders = {"MacUnit16": "mac16", "alu8": "alu8_run", "counter16": "results", "uart_tx": "x_run", "mac8": "x_run"}
    found = resolve("mac16 vs alu8_run: cells?", [*DESIGNS, "MacUnit16"], NAMES, VOCAB, folders)
    assert found.designs == ["MacUnit16", "alu8"] and found.absent == []
    # a folder shaped like a word, or shared by two designs, names nothing
    assert resolve("the results folder", DESIGNS, NAMES, VOCAB, folders).designs == []
    assert resolve("cells of x_run", DESIGNS, NAMES, VOCAB, folders).designs == []


@pytest.mark.parametrize("question,design", [
    ("critical path of the ecc decoder", "ecc_secded"), ("area of the dma engine", "dma_ctrl_top"),
])
def test_an_acronym_part_after_an_article_names_its_one_design(question, design):
    assert resolve(question, [*DESIGNS, "ecc_secded", "dma_ctrl_top"], NAMES, VOCAB).designs == [design]


@pytest.mark.parametrize("question", ["what is in the pipe", "which is the top design", "the ecc blocks"])
def test_common_words_or_shared_parts_after_an_article_stay_prose(question):
    found = resolve(question, [*DESIGNS, "ecc_secded", "ecc_encode", "pipe_adder32", "top_ctrl"], NAMES, VOCAB)
    assert found.designs == []


DESCRIBED = ["crc16_ccitt_chk", "line_buf_ram16", "mult12_pipe_slow", "mac_accum", "hex4_to_7seg_mux", "sync2",
             "crc8_lane", "spim_v2", "regfile16x8", "uart_tx8n1", "alu16_hier", "alu16_flat", "gray_cnt8", "cdc_gray_sync",
             "sensor_if", "sat_add12", "i2s_tx", "mul8x8", "seqdet"]


@pytest.mark.parametrize("question,designs", [
    ("Fastest clock the CRC checker can run at?", ["crc16_ccitt_chk"]),
    ("How much bigger is the multiplier than the line buffer RAM?", ["mult12_pipe_slow", "line_buf_ram16"]),
    ("why is there no hold number for the seven segment driver?", ["hex4_to_7seg_mux"]),
    ("did the SPI master fail?", ["spim_v2"]), ("the register file: any memories?", ["regfile16x8"]),
    ("more flops in the UART or the line buffer?", ["uart_tx8n1", "line_buf_ram16"]),  # a head that is a whole part
    ("area of the hierarchical ALU run?", ["alu16_hier"]),  # the modifier first in English, last in the name
    ("hold slack of the gray code counter?", ["gray_cnt8"]),  # a word the name leaves out between two parts
    ("fmax of the ALU run without hierarchy?", ["alu16_flat"]),  # fits both, told apart by a negated part
    ("why is the ALU without hierarchy smaller than the one with hierarchy kept?", ["alu16_flat", "alu16_hier"]),
    ("how big is the sensor block?", ["sensor_if"]),  # one part before a design noun: the folder counts once
    ("by how much does the multiplier outgrow the line buffer RAM?", ["mult12_pipe_slow", "line_buf_ram16"]),  # a verb
    ("area of the saturating adder?", ["sat_add12"]),  # two shortenings (sat-urating, add-er): no exact word needed
    ("mul8x8 against the saturating adder, area ratio?", ["mul8x8", "sat_add12"]),  # a name, then two words
    ("the I2S TX: how many cells?", ["i2s_tx"]),  # a name written with a space for its underscore
    ("is the multiplier hold check clean?", ["mult12_pipe_slow"]),  # a doer noun modifying the phrase's head
    ("area of the 12x12 multiplier?", ["mult12_pipe_slow"]),  # a size in the phrase names no part
    ("crc checker: worst slack?", ["crc16_ccitt_chk"]),  # a description may open the question, with no article
    ("the sequence detector's area", ["seqdet"]),  # two word starts spell one part (seq-uence det-ector)
])
def test_a_design_described_by_the_parts_of_its_name_resolves(question, designs):
    found = resolve(question, DESCRIBED, {}, VOCAB, {"hex4_to_7seg_mux": "sevenseg_scan", "sensor_if": "sensor_if_undrv"})
    assert found.designs == designs and found.absent == []


@pytest.mark.parametrize("question", [
    "what's the accumulated negative margin of the design?",  # a word a part shortens, but not the phrase's head
    "is the synchronous reset applied?",  # a name of one part is never described, only written whole
    "what is on the critical lane?",  # no part written exactly before the abbreviated one
    "what is the data required time here?",  # the words of a metric's own name
    "cells of the uart tx?",  # two designs fit: neither is named
    "area of the ALU?",  # two designs fit and nothing else in the question tells them apart
    "flops in the gray code?",  # one part only: the gray counter and the gray synchronizer both have it
])
def test_descriptions_that_fit_no_one_design_name_nothing(question):
    found = resolve(question, [*DESCRIBED, "uart_tx_fifo", "uart_tx_ctrl"], {}, VOCAB | {"data required time"})
    assert found.designs == []


def test_a_submodule_is_named_by_two_words_its_name_shortens():
    names = {"module": {"addr_gen", "cmp_unit", "ch_ctrl"}}
    assert resolve("area of the address generator submodule?", DESIGNS, names, VOCAB).of("module") == ["addr_gen"]
    assert resolve("alu8: what does the compare unit cost?", DESIGNS, names, VOCAB).of("module") == ["cmp_unit"]
    assert resolve("what does the generator cost?", DESIGNS, names, VOCAB).of("module") == []  # one word: prose


def test_the_verb_after_a_described_subject_is_left_in_the_question():
    found = resolve("did the line buffer RAM fail?", DESCRIBED, {}, VOCAB)
    assert found.designs == ["line_buf_ram16"] and found.spans == ["line buffer ram"]


def test_a_description_is_not_read_when_the_question_names_an_absent_design():
    found = resolve("what's the accumulated margin of the multiplier for can_bus_ctrl?", DESCRIBED, {}, VOCAB)
    assert found.designs == [] and found.absent == ["can_bus_ctrl"]


def test_name_shaped_words_the_runs_use_are_kept_as_identifiers():
    found = resolve("why is nothing timed between clk_a and clk_b?", DESIGNS, NAMES, VOCAB | {"clk_a", "clk_b"})
    assert found.identifiers == ["clk_a", "clk_b"] and found.absent == [] and found.designs == []


def test_a_plain_word_written_with_a_bit_index_is_a_net():
    names = {"signal": {"status", "data"}}
    assert resolve("why does status[1] have two drivers?", DESIGNS, names, VOCAB).of("signal") == ["status"]
    assert resolve("who drives data[7:0] in alu8?", DESIGNS, names, VOCAB).of("signal") == ["data"]
    assert resolve("what is the status of alu8?", DESIGNS, names, VOCAB).of("signal") == []


def test_one_part_after_an_article_names_no_other_design_beside_a_name():
    designs = ["dma_ctrl_top", "dual_clk_mailbox"]
    assert resolve("dma_ctrl_top: worst hold slack in the clk group?", designs, {}, VOCAB).designs == ["dma_ctrl_top"]
    assert resolve("area of the mailbox run?", designs, {}, VOCAB).designs == ["dual_clk_mailbox"]


def test_a_first_part_with_digits_that_one_name_starts_with_is_that_name():
    designs = ["crc16_ccitt_chk", "crc8_lane", "mult12_pipe_slow", "mult12_fast"]
    assert resolve("crc16 tns at 2 ns?", designs, {}, VOCAB).designs == ["crc16_ccitt_chk"]
    assert resolve("crc8 worst slack?", designs, {}, VOCAB).designs == ["crc8_lane"]
    found = resolve("mult12 area?", designs, {}, VOCAB)  # two names start with it: absent, both offered
    assert found.designs == [] and found.absent == ["mult12"]
    assert resolve("crc32 area?", designs, {}, VOCAB).absent == ["crc32"]


def test_a_word_that_named_a_design_by_one_part_is_not_also_absent():
    found = resolve("popcount block is pure comb: what slack did it get?", ["popcount16_comb", "crc16_ccitt_chk"], {}, VOCAB)
    assert found.designs == ["popcount16_comb"] and found.absent == []


def test_a_description_the_rtl_comments_of_one_design_hold_names_it():
    comments = {"tstamp_top": "Timestamp unit: free-running 24-bit counter with a snapshot register on an event.",
                "elev_ctrl": "Four-floor elevator controller (synchronous active-low reset).",
                "mov_avg4": "4-tap moving average of unsigned 8-bit samples, registered output."}
    assert described_by_comments("for the timestamp block that failed, what port is missing?", lambda: comments).designs == ["tstamp_top"]
    assert described_by_comments("area of the elevator controller?", lambda: comments, {"area"}).designs == ["elev_ctrl"]
    assert described_by_comments("area of the counter?", lambda: {**comments, "cnt8": "an 8-bit counter"}).designs == []  # two hold it
    assert described_by_comments("what is the area of the uart receiver?", lambda: comments).designs == []
    assert described_by_comments("the 4-sample averaging filter: area?", lambda: comments, {"area"}).designs == ["mov_avg4"]  # 2 of 3


def test_a_phrase_of_catalogue_terms_and_superlatives_is_no_description():
    comments = {"bus_drv": "shared bus driver with a large register bank", "mac": "multiply-accumulate unit"}
    assert described_by_comments("which design carries the largest register count?", lambda: comments,
                                 {"registers", "count"}).designs == []
    assert described_by_comments("which run has the biggest positive setup slack?",
                                 lambda: {"ecc": "decoder with a positive parity check", **comments}, {"setup", "slack"}).designs == []


def test_a_hyphenated_compound_fits_a_comment_by_its_words_or_its_initials():
    comments = {"bin2bcd8": "8-bit binary to 3-digit BCD, combinational double-dabble (shift-and-add-3).",
                "ddr_tx_lane": "DDR transmit lane: word captured on a divided-by-2 frame clock, serialized two bits"}
    assert described_by_comments("how much silicon does the binary-to-BCD converter occupy?", lambda: comments).designs == ["bin2bcd8"]
    assert described_by_comments("for the double-data-rate serializer, what period?", lambda: comments).designs == ["ddr_tx_lane"]


def test_a_names_first_part_owning_what_follows_after_an_article_names_it():
    designs = ["watchdog_fsm", "credit_ctrl", "cordic_tight", "cordic_relaxed", "crc8_lane"]
    assert resolve("slack of the watchdog's setup path?", designs, {}).designs == ["watchdog_fsm"]
    assert resolve("is the credit's worst path met?", designs, {}).designs == ["credit_ctrl"]
    assert resolve("area of the cordic's netlist?", designs, {}).designs == []  # two runs start so
    assert resolve("cells of the watchdog timer design in another set?", designs, {}).designs == []
    assert resolve("what about the critical lane?", designs, {}).designs == []


def test_a_possessive_superlative_or_described_owner_does_not_name_a_design_by_one_part():
    designs = ["watchdog_fsm", "cordic_tight", "cordic_relaxed", "freq_counter"]
    assert resolve("which encoding does the rate limiter's FSM use?", designs, {}).designs == []
    assert resolve("what's the tightest hold margin of all, and where?", designs, {}).designs == []
    assert resolve("is the leading-zero counter's output undriven?", designs, {}).designs == []


def test_a_description_ends_at_punctuation_and_at_a_verb_after_the_subject():
    comments = {"ring_buf": "16-entry circular buffer kept in a RAM array, registered read port",
                "therm": "binary to thermometer code converter; the reverse direction counts ones",
                "cordic": "two CORDIC micro-rotations per cycle"}
    assert described_by_comments("how many flops does the circular buffer end up with?", lambda: comments,
                                 {"end"}).designs == ["ring_buf"]
    assert described_by_comments("cells of the thermometer converter (independent netlist)?", lambda: comments).designs == ["therm"]


def test_comments_sharing_only_a_words_start_lose_to_the_ones_holding_the_word():
    comments = {"barrel_rot": "8-bit barrel rotator with enable", "cordic": "two CORDIC micro-rotations per cycle"}
    assert described_by_comments("which latch did the rotator infer?", lambda: comments, {"latch"}).designs == ["barrel_rot"]


def test_a_description_says_its_words_through_the_design_noun_that_ends_it():
    comments = {"cam8": "8-entry content-addressable memory, searched in parallel", "fifo": "a first-in first-out queue"}
    found = described_by_comments("footprint of the content-addressable memory block?", lambda: comments, {"memory"})
    assert (found.designs, found.spans) == (["cam8"], ("content-addressable memory block",))


def test_a_part_of_one_module_name_before_a_part_noun_names_that_module():
    names = {"module": {"credit_pool", "stall_gen", "pool_mux", "credit_ctrl"}}
    assert resolve("share of the stall block in credit_ctrl?", ["credit_ctrl"], names).of("module") == ["stall_gen"]
    assert resolve("share of the pool submodule in credit_ctrl?", ["credit_ctrl"], names).of("module") == []  # two hold it


def test_a_description_no_name_shares_and_no_comments_hold_twice_is_a_stranger():
    comments = {"pulse_width_meas": "measures how long a pulse stays high", "ring_buf": "circular buffer in RAM",
                "ddr_tx_lane": "word serialized on both clock edges"}
    assert described_by_comments("slack of the ddr transmit lane?", lambda: {k: v for k, v in comments.items()
                                                                               if k != "ddr_tx_lane"}).unmatched == "ddr transmit lane"
    assert described_by_comments("slack of the double-data-rate serializer?", lambda: comments).unmatched == ""
    assert described_by_comments("reset margin of the pulse-length meter?", lambda: comments).unmatched == ""
    assert described_by_comments("area of the fifo?", lambda: comments).unmatched == ""  # one word says too little


def test_a_compound_word_is_not_a_shortening_of_its_first_part():
    designs = ["onehot_check", "mult12_pipe"]
    assert resolve("area of the checksum unit?", designs, {}, set()).designs == []
    assert resolve("area of the checksummer?", designs, {}, set()).designs == []
    assert resolve("area of the multiplier?", designs, {}, set()).designs == ["mult12_pipe"]


def test_a_module_is_named_by_a_word_its_name_shortens_before_a_noun_for_a_part():
    names = {"module": {"bs_acc", "bs_ctrl", "rr_pick"}}
    assert resolve("the accumulator submodule's area?", ["bitser_mult"], names, set()).of("module") == ["bs_acc"]
    assert resolve("the accumulating child block", ["bitser_mult"], names, set()).of("module") == ["bs_acc"]
    assert resolve("the accumulator's area?", ["bitser_mult"], names, set()).of("module") == []  # no part noun


@pytest.mark.parametrize("question", ["combined area of the untimed runs that have an area",
                                      "how many unmapped designs are there", "list the nonblocking runs"])
def test_a_word_with_a_negative_prefix_is_that_word_negated_not_a_name(question):
    found = resolve(question, ["sqrt_iter8", "quad_dec"], {}, set())
    assert found.absent == [] and found.designs == []


def test_a_rare_word_with_a_prefix_like_letters_is_still_a_name():
    assert resolve("area of the unzorp design?", ["sqrt_iter8"], {}, set()).absent == ["unzorp"]


def test_a_participle_before_a_plural_run_noun_filters_the_set_and_names_no_design():
    designs = ["xfer_timed", "xfer_fp", "vga_tight"]
    assert resolve("total area of just the timed runs", designs, {}, set()).designs == []
    assert resolve("area of the xfer timed run", designs, {}, set()).designs == ["xfer_timed"]


@pytest.mark.parametrize(("question", "design"), [
    ("jtag: any removal violations?", "jtag_tap_lite"), ("hdlc frame checker area", "hdlc_deframer"),
])
def test_a_rare_word_that_is_the_first_part_of_one_name_names_it(question, design):
    assert resolve(question, [*DESIGNS, "jtag_tap_lite", "hdlc_deframer", "door_lock_fsm"], NAMES, VOCAB).designs == [design]


def test_an_english_first_part_names_no_design():
    assert resolve("which door is locked?", [*DESIGNS, "door_lock_fsm"], NAMES, VOCAB).designs == []


def test_an_absent_name_is_offered_the_designs_sharing_its_parts():
    found = resolve("evt_cnt_cdc results?", ["zone_heater_ctrl", "xclk_event_cnt", "relay_seq_ctl"], NAMES, VOCAB)
    assert found.absent == ["evt_cnt_cdc"] and found.suggestions["evt_cnt_cdc"][0] == "xclk_event_cnt"


def test_a_top_modules_name_without_its_suffix_names_the_module():
    found = resolve("area of sum_tree?", ["sum_tree_flat", "sum_tree_hier"], {"module": {"sum_tree_top"}}, VOCAB)
    assert found.of("module") == ["sum_tree_top"] and not found.absent


def test_each_description_names_its_own_design():
    comments = {"ratelim": "Token-bucket rate limiter for a packet egress port",
                "window_max": "Sliding-window peak finder: keeps the last four samples", "tally": "Event tally block"}
    found = described_by_comments("gap in worst negative slack between the token bucket and the peak finder?",
                                  lambda: comments, {"slack", "negative", "worst"})
    assert found.designs == ["ratelim", "window_max"] and found.spans == ("token bucket", "peak finder")


def test_the_topic_before_a_colon_is_the_design_its_word_starts():
    designs = ["mailbox_regs", "median3", "agc_loop_8ns", "agc_loop_12ns"]
    assert resolve("mailbox: registers left after mapping?", designs, {}, VOCAB).designs == ["mailbox_regs"]
    assert sorted(resolve("agc: which one is faster?", designs, {}, VOCAB).designs) == ["agc_loop_12ns", "agc_loop_8ns"]
    assert resolve("note: which design is largest?", designs, {}, VOCAB).designs == []


def test_one_plain_word_names_the_design_whose_title_holds_it_and_nothing_else():
    comments = {"smul_pipe": "two-stage pipelined unsigned multiplier\nStage 1: register the operands",
                "tiny_cpu": "a tiny accumulator cpu\nthe alu uses a shift-add multiplier"}
    assert described_by_comments("hold slack on the multiplier", lambda: comments).designs == ["smul_pipe"]
    assert described_by_comments("area of the multiplier block?", lambda: comments).designs == ["smul_pipe"]
    project = {"signal_hub": "project-wide signal hub"}
    assert described_by_comments("worst slack across the whole project", lambda: project).designs == []
    assert described_by_comments("the least setup margin left", lambda: {"i2s": "left and right channels"}).designs == []


def test_a_compound_qualifying_a_known_term_is_no_absent_name():
    found = resolve("total flops across the osu035-mapped runs only", ["nco_acc", "pmu_seq"], {}, ["mapped", "flops"])
    assert found.absent == []


def test_a_name_ending_exactly_one_run_folder_names_that_run():
    folders = {"tanager_fifo": "tanager_fifo_hier", "urial_timer": "urial_timer_gclk"}
    found = resolve("fifo_hier: where do the flops sit?", list(folders), {}, VOCAB, folders)
    assert found.designs == ["tanager_fifo"] and not found.absent


def test_a_cell_type_in_the_plural_is_that_cell():
    found = resolve("why 8 DFFSR next to the DFFPOSX1s?", ["bittern_spim"], {"cell": {"DFFSR", "DFFPOSX1"}}, VOCAB)
    assert found.names["cell"] == ["DFFSR", "DFFPOSX1"] and not found.absent


@pytest.mark.parametrize(("question", "ends"), [("can signals stay on Metal3-Metal5?", ["Metal3", "Metal5"]),
                                                ("route clocks on met2-met4 only", ["met2", "met4"])])
def test_a_range_of_layer_names_is_its_two_names_not_one_absent_design(question, ends):
    found = resolve(question, DESIGNS, NAMES, VOCAB)
    assert "-".join(ends) not in found.absent
    assert found.absent == ends


def test_two_words_run_together_fit_the_comment_that_says_them_apart():
    comments = {"mole_latchreg": "4 x 4-bit register file built from level-sensitive latches",
                "gcd_core": "greatest common divisor, subtract and swap"}
    assert described_by_comments("bram report for the regfile", lambda: comments).designs == ["mole_latchreg"]
    assert described_by_comments("bram report for the regbank", lambda: comments).designs == []
