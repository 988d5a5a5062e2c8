// lockout_fsm (v1, first draft): 4-digit code entry lock with lockout after three wrong codes
module lockout_fsm #(parameter [15:0] CODE = 16'h2719, parameter TIMEOUT = 200) (
  input  wire       clk,
  input  wire       rst,
  input  wire       key_valid,
  input  wire [3:0] key,
  output reg        unlocked,
  output reg        locked_out,
  output reg  [1:0] status_led
);
  localparam ST_ENTRY = 2'd0, ST_CHECK = 2'd1, ST_OPEN = 2'd2, ST_BLOCK = 2'd3;
  reg [1:0]  state;
  reg [15:0] entered;
  reg [1:0]  digits;
  reg [1:0]  fails;
  reg [7:0]  timer;

  always @(posedge clk) begin
    if (rst) begin
      state <= ST_ENTRY; entered <= 16'd0; digits <= 2'd0; fails <= 2'd0; timer <= 8'd0;
    end else begin
      case (state)
        ST_ENTRY: if (key_valid) begin
          entered <= {entered[11:0], key};
          digits <= digits + 1'b1
          if (digits == 2'd3) state <= ST_CHECK;
        end
        ST_CHECK: begin
          if (entered == CODE) begin
            state <= ST_OPEN; fails <= 2'd0;
          end else if (fails == 2'd2) begin
            state <= ST_BLOCK; timer <= TIMEOUT; fails <= 2'd0;
          end else begin
            state <= ST_ENTRY; fails <= fails + 1'b1;
          end
        end
        ST_OPEN: if (key_valid && key == 4'hf) state <= ST_ENTRY;
        ST_BLOCK: begin
          if (timer == 8'd0) state <= ST_ENTRY;
          else timer <= timer - 1'b1;
        end
      endcase
    end
  end

  // output decode (status_led is not assigned in every branch)
  always @(*) begin
    unlocked = 1'b0;
    locked_out = 1'b0;
    case (state)
      ST_ENTRY: status_led = {1'b0, |digits};
      ST_OPEN:  begin unlocked = 1'b1; status_led = 2'b10; end
      ST_BLOCK: begin locked_out = 1'b1; status_led = 2'b11; end
    endcase
  end
endmodule
