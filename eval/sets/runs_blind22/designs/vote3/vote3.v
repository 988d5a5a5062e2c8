// vote3: triple-redundant 8-bit majority voter with per-lane disagreement flags (has a doubly driven flag)
//
// Ports:
//   lane_a/b/c : the three redundant copies of the data byte
//   voted      : bitwise 2-of-3 majority
//   bad_lane   : one flag per lane that disagrees with the vote
//   any_bad    : summary flag
// Pure combinational logic, no clock.
//   Note: the synthesis run keeps check -assert after synth so that
//   structural problems found by check stop the flow.
//
//
module vote3 (
  input  [7:0] lane_a,
  input  [7:0] lane_b,
  input  [7:0] lane_c,
  output [7:0] voted,
  output [2:0] bad_lane,
  output       any_bad
);
  assign voted = (lane_a & lane_b) | (lane_b & lane_c) | (lane_a & lane_c);

  assign bad_lane[0] = |(lane_a ^ voted);
  assign bad_lane[1] = |(lane_b ^ voted);
  assign bad_lane[2] = |(lane_c ^ voted);

  assign any_bad = |bad_lane;
  // leftover from an earlier edit: second driver on the same output
  assign any_bad = (lane_a != lane_b) | (lane_b != lane_c);
endmodule
