// Washing-machine sequencer: fill -> wash -> drain -> fill -> rinse -> drain -> spin -> done
module washer_fsm (
    input      clk,
    input      rst,
    input      start,
    input      door_closed,
    input      lvl_full,
    input      lvl_empty,
    input      lid_open,
    output reg valve_in,
    output reg pump_out,
    output reg motor_slow,
    output reg motor_fast,
    output reg door_lock,
    output reg done_led
);
    localparam S_IDLE  = 3'd0,
               S_FILL  = 3'd1,
               S_WASH  = 3'd2,
               S_DRAIN = 3'd3,
               S_RINSE = 3'd4,
               S_SPIN  = 3'd5,
               S_DONE  = 3'd6;

    reg [2:0] state, nxt;
    reg [7:0] tmr;
    reg       rinse_done;
    wire      tmr_zero = (tmr == 8'd0);

    always @(posedge clk)
        if (rst) state <= S_IDLE;
        else     state <= nxt;

    reg       ld;
    reg [7:0] ld_val;

    always @* begin
        nxt    = state;
        ld     = 1'b0;
        ld_val = 8'd0;
        case (state)
            S_IDLE:  if (start && door_closed) nxt = S_FILL;
            S_FILL:  if (lvl_full) begin
                         nxt    = rinse_done ? S_RINSE : S_WASH;
                         ld     = 1'b1;
                         ld_val = rinse_done ? 8'd120 : 8'd200;
                     end
            S_WASH:  if (tmr_zero)  nxt = S_DRAIN;
            S_RINSE: if (tmr_zero)  nxt = S_DRAIN;
            S_DRAIN: if (lvl_empty) begin
                         nxt    = rinse_done ? S_SPIN : S_FILL;
                         ld     = rinse_done;
                         ld_val = 8'd250;
                     end
            S_SPIN:  if (tmr_zero || lid_open) nxt = S_DONE;
            S_DONE:  if (!door_closed) nxt = S_IDLE;
            default: nxt = S_IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            tmr        <= 8'd0;
            rinse_done <= 1'b0;
        end else begin
            if (ld)
                tmr <= ld_val;
            else if (!tmr_zero)
                tmr <= tmr - 8'd1;
            case (state)
                S_IDLE:  rinse_done <= 1'b0;
                S_DRAIN: if (lvl_empty) rinse_done <= 1'b1;
                default: ;
            endcase
        end
    end

    always @* begin
        valve_in   = (state == S_FILL);
        pump_out   = (state == S_DRAIN) || (state == S_SPIN);
        motor_slow = (state == S_WASH) || (state == S_RINSE);
        motor_fast = (state == S_SPIN);
        door_lock  = !((state == S_IDLE) || (state == S_DONE));
        done_led   = (state == S_DONE);
    end
endmodule
