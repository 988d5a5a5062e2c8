// rail_crossing_fsm: level-crossing gate controller.
// IDLE -> WARN (lights + bell for warn_time) -> LOWER (motor down until the
// down switch) -> CLOSED (until the train has cleared) -> RAISE (motor up
// until the up switch) -> IDLE. A motor that runs longer than the limit
// goes to FAULT, which only a reset leaves.
module rail_crossing_fsm (
    input  wire clk,
    input  wire rst,
    input  wire train_near,
    input  wire train_clear,
    input  wire sw_down,
    input  wire sw_up,
    output reg  lights,
    output reg  bell,
    output reg  motor_dn,
    output reg  motor_up,
    output reg  fault
);
    localparam S_IDLE   = 3'd0;
    localparam S_WARN   = 3'd1;
    localparam S_LOWER  = 3'd2;
    localparam S_CLOSED = 3'd3;
    localparam S_RAISE  = 3'd4;
    localparam S_FAULT  = 3'd5;

    localparam [6:0] WARN_TIME  = 7'd80;
    localparam [6:0] MOTOR_LIM  = 7'd120;

    reg [2:0] state, nxt;
    reg [6:0] tmr;

    reg       clr;             // restart the phase timer on a transition
    always @* begin
        nxt = state;
        case (state)
            S_IDLE:   if (train_near) nxt = S_WARN;
            S_WARN:   if (tmr == WARN_TIME) nxt = S_LOWER;
            S_LOWER:  if (sw_down) nxt = S_CLOSED;
                      else if (tmr == MOTOR_LIM) nxt = S_FAULT;
            S_CLOSED: if (train_clear && !train_near) nxt = S_RAISE;
            S_RAISE:  if (train_near) nxt = S_LOWER;
                      else if (sw_up) nxt = S_IDLE;
                      else if (tmr == MOTOR_LIM) nxt = S_FAULT;
            S_FAULT:  nxt = S_FAULT;
            default:  nxt = S_IDLE;
        endcase
        clr = 1'b0;
        case (state)
            S_IDLE:   clr = train_near;
            S_WARN:   clr = (tmr == WARN_TIME);
            S_LOWER:  clr = sw_down | (tmr == MOTOR_LIM);
            S_CLOSED: clr = train_clear & ~train_near;
            S_RAISE:  clr = train_near | sw_up | (tmr == MOTOR_LIM);
            default:  clr = 1'b0;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= S_IDLE;
            tmr   <= 7'd0;
        end else begin
            state <= nxt;
            tmr   <= clr ? 7'd0 : tmr + 7'd1;
        end
    end

    // Moore outputs decoded from the state
    always @* begin
        lights = 1'b1; bell = 1'b0; motor_dn = 1'b0; motor_up = 1'b0; fault = 1'b0;
        case (state)
            S_IDLE:   lights = 1'b0;
            S_WARN:   bell = 1'b1;
            S_LOWER:  begin bell = 1'b1; motor_dn = 1'b1; end
            S_RAISE:  motor_up = 1'b1;
            S_FAULT:  fault = 1'b1;
            default:  ;
        endcase
    end
endmodule
