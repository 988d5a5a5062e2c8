// Four-floor elevator controller (synchronous active-low reset).
module elev_ctrl (
  input  wire       clk,
  input  wire       rst_n,
  input  wire       req_valid,
  input  wire [1:0] req_floor,
  input  wire       at_floor,
  input  wire       door_done,
  output wire       motor_up,
  output wire       motor_dn,
  output wire       door_open,
  output reg  [1:0] floor
);
  localparam IDLE   = 3'd0,
             GO_UP  = 3'd1,
             GO_DN  = 3'd2,
             OPEN   = 3'd3,
             CLOSE  = 3'd4;

  reg [2:0] state, nxt;
  reg [1:0] target;

  always @* begin
    nxt = state;
    case (state)
      IDLE:  if (req_valid) begin
               if (req_floor > floor)      nxt = GO_UP;
               else if (req_floor < floor) nxt = GO_DN;
               else                        nxt = OPEN;
             end
      GO_UP: if (at_floor && (floor + 2'd1 == target)) nxt = OPEN;
      GO_DN: if (at_floor && (floor - 2'd1 == target)) nxt = OPEN;
      OPEN:  if (door_done) nxt = CLOSE;
      CLOSE: nxt = IDLE;
      default: nxt = IDLE;
    endcase
  end

  always @(posedge clk) begin
    if (!rst_n) begin
      state  <= IDLE;
      floor  <= 2'd0;
      target <= 2'd0;
    end else begin
      state <= nxt;
      if (state == IDLE && req_valid)
        target <= req_floor;
      if (at_floor && state == GO_UP)
        floor <= floor + 2'd1;
      else if (at_floor && state == GO_DN)
        floor <= floor - 2'd1;
    end
  end

  assign motor_up  = (state == GO_UP);
  assign motor_dn  = (state == GO_DN);
  assign door_open = (state == OPEN);
endmodule
