// beeper_fsm: plays an eight-note square-wave melody on a piezo buzzer when start is pulsed
module beeper_fsm #(parameter DIVW = 12) (
  input  wire clk,
  input  wire rst,
  input  wire start,
  output reg  beep,
  output wire busy,
  output wire [2:0] note
);
  localparam S_IDLE = 2'd0, S_TONE = 2'd1, S_GAP = 2'd2, S_DONE = 2'd3;
  (* fsm_encoding = "auto" *) reg [1:0] state;
  reg [1:0] nstate;
  reg [2:0] note_idx;
  reg [DIVW-1:0] div_cnt;
  reg [9:0] dur_cnt;
  reg [DIVW-1:0] half_period;

  // half period of each note in clock cycles
  always @(*) begin
    case (note_idx)
      3'd0: half_period = 12'd478;
      3'd1: half_period = 12'd426;
      3'd2: half_period = 12'd379;
      3'd3: half_period = 12'd358;
      3'd4: half_period = 12'd319;
      3'd5: half_period = 12'd284;
      3'd6: half_period = 12'd253;
      default: half_period = 12'd239;
    endcase
  end

  wire dur_done = (dur_cnt == 10'd1023);
  wire gap_done = (dur_cnt[7:0] == 8'hff);

  always @(*) begin
    nstate = state;
    case (state)
      S_IDLE: if (start) nstate = S_TONE;
      S_TONE: if (dur_done) nstate = S_GAP;
      S_GAP:  if (gap_done) nstate = (note_idx == 3'd7) ? S_DONE : S_TONE;
      S_DONE: if (!start) nstate = S_IDLE;
    endcase
  end

  always @(posedge clk) begin
    if (rst) begin
      state <= S_IDLE;
      note_idx <= 3'd0;
      div_cnt <= {DIVW{1'b0}};
      dur_cnt <= 10'd0;
      beep <= 1'b0;
    end else begin
      state <= nstate;
      if (state != nstate) dur_cnt <= 10'd0;
      else dur_cnt <= dur_cnt + 1'b1;
      if (state == S_GAP && nstate == S_TONE) note_idx <= note_idx + 1'b1;
      if (state == S_IDLE) note_idx <= 3'd0;
      if (state == S_TONE) begin
        if (div_cnt >= half_period) begin
          div_cnt <= {DIVW{1'b0}};
          beep <= ~beep;
        end else begin
          div_cnt <= div_cnt + 1'b1;
        end
      end else begin
        div_cnt <= {DIVW{1'b0}};
        beep <= 1'b0;
      end
    end
  end

  assign busy = (state == S_TONE) || (state == S_GAP);
  assign note = note_idx;
endmodule
