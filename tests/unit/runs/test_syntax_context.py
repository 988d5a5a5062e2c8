"""The begin a syntax error's line leaves open: found by the begin/end balance inside the innermost case."""

from runs.qa.analyses import unclosed_begins

CASE = """always @(posedge clk) begin
  case (st)
    A: begin
      x <= 1;
    end
    B: begin
      x <= 2;
    C: begin
      x <= 3;
    end
  endcase
end""".splitlines()


def test_the_begin_of_the_item_before_is_open_at_the_next_item():
    assert unclosed_begins(CASE, 8) == [6]


def test_nothing_is_open_at_an_item_after_a_closed_one():
    assert unclosed_begins(CASE, 6) == []


def test_a_line_that_is_no_case_item_or_outside_any_case_gives_nothing():
    assert unclosed_begins(CASE, 7) == []
    assert unclosed_begins(["module m;", "  x: begin"], 2) == []
