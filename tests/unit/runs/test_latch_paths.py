"""The branches through which a combinational block leaves a signal unassigned (why a latch is inferred)."""

from runs.qa.latch_paths import Gap, unassigned_paths

DECODER = """module dec (input [1:0] sel, input en, output reg a, output reg b, output reg c);
  always @* begin
    c = 1'b0;
    case (sel)
      2'd0: begin a = 1'b1; b = 1'b0; end
      2'd1: b = 1'b1;
      2'd2: if (en) begin
              a = 1'b0;
              b = 1'b0;
            end else
              b = 1'b1;
      2'd3: if (en) a = 1'b1;
    endcase
  end
endmodule
"""


def test_each_branch_that_leaves_the_signal_is_named_at_its_line():
    assert unassigned_paths(DECODER, "a") == [
        Gap(6, "in case item 2'd1, which never assigns it"),
        Gap(11, "in case item 2'd2, when (en) is false, which never assigns it"),
        Gap(12, "in case item 2'd3, when (en) is false, as the if has no else"),
    ]  # the four items list every value of the 2-bit selector: no default is missing


def test_a_case_that_does_not_list_every_value_lacks_a_default():
    assert unassigned_paths(DECODER, "b") == [Gap(12, "in case item 2'd3, which never assigns it")]
    wider = DECODER.replace("input [1:0] sel", "input [2:0] sel")
    assert unassigned_paths(wider, "b")[-1] == Gap(4, "for values the case does not list, as it has no default")


def test_a_signal_assigned_before_the_case_has_no_gap():
    assert unassigned_paths(DECODER, "c") == []


def test_a_case_listing_every_selector_value_needs_no_default():
    full = DECODER.replace("2'd3: if (en) a = 1'b1;", "2'd3: begin a = 1'b0; b = 1'b0; end").replace(
        "2'd1: b = 1'b1;", "2'd1: begin a = 1'b1; b = 1'b1; end").replace("end else\n              b = 1'b1;",
                                                                            "end else begin a = 1'b1; b = 1'b1; end")
    assert unassigned_paths(full, "a") == [] and unassigned_paths(full, "b") == []
