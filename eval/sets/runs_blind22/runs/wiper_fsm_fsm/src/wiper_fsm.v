// wiper_fsm: windshield wiper controller FSM (off / intermittent / slow / fast / single wipe) with pause timer
module wiper_fsm (
  input            clk,
  input            rst,
  input      [1:0] sw,      // 0 off, 1 intermittent, 2 slow, 3 fast
  input            mist,    // request one wipe
  input            park,    // blade at park position
  output reg       motor_on,
  output reg       motor_fast,
  output     [2:0] state_dbg
);
  localparam S_OFF   = 3'd0,
             S_WAIT  = 3'd1,
             S_SLOW  = 3'd2,
             S_FAST  = 3'd3,
             S_MIST  = 3'd4,
             S_PARK  = 3'd5;

  reg [2:0] state, nxt;
  reg [5:0] pause;

  always @(posedge clk) begin
    if (rst) state <= S_OFF;
    else     state <= nxt;
  end

  always @(posedge clk) begin
    if (rst || state != S_WAIT) pause <= 6'd0;
    else                        pause <= pause + 6'd1;
  end

  always @* begin
    nxt = state;
    case (state)
      S_OFF:  if (mist) nxt = S_MIST;
              else if (sw == 2'd1) nxt = S_WAIT;
              else if (sw == 2'd2) nxt = S_SLOW;
              else if (sw == 2'd3) nxt = S_FAST;
      S_WAIT: if (sw != 2'd1) nxt = S_PARK;
              else if (pause == 6'd47) nxt = S_MIST;
      S_SLOW: if (sw == 2'd3) nxt = S_FAST;
              else if (sw != 2'd2) nxt = S_PARK;
      S_FAST: if (sw == 2'd2) nxt = S_SLOW;
              else if (sw != 2'd3) nxt = S_PARK;
      S_MIST: if (park) nxt = (sw == 2'd1) ? S_WAIT : S_OFF;
      S_PARK: if (park) nxt = S_OFF;
      default: nxt = S_OFF;
    endcase
  end

  always @* begin
    motor_on   = (state == S_SLOW) || (state == S_FAST) || (state == S_MIST) || (state == S_PARK);
    motor_fast = (state == S_FAST);
  end

  assign state_dbg = state;
endmodule
