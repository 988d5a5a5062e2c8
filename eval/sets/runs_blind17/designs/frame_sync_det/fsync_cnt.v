// fsync_cnt: lock state machine. Declares lock after LOCK_N hits spaced
// exactly FRAME_LEN bits apart, drops lock after LOSS_N misses.
module fsync_cnt #(parameter FRAME_LEN = 64, parameter LOCK_N = 3,
                   parameter LOSS_N = 2) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       bit_vld,
    input  wire       hit,
    output reg        locked,
    output wire       frame_start,
    output reg  [6:0] bit_pos
);
    localparam HUNT = 2'd0, CONFIRM = 2'd1, LOCK = 2'd2;
    reg [1:0] st;
    reg [1:0] good, bad;
    wire at_boundary = (bit_pos == FRAME_LEN - 1);

    assign frame_start = locked & bit_vld & at_boundary;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            st <= HUNT; good <= 2'd0; bad <= 2'd0;
            locked <= 1'b0; bit_pos <= 7'd0;
        end else if (bit_vld) begin
            bit_pos <= at_boundary ? 7'd0 : bit_pos + 7'd1;
            case (st)
                HUNT: if (hit) begin
                    st <= CONFIRM; good <= 2'd1; bit_pos <= 7'd0;
                end
                CONFIRM: if (at_boundary) begin
                    if (!hit) st <= HUNT;
                    else if (good == LOCK_N - 1) begin
                        st <= LOCK; locked <= 1'b1; bad <= 2'd0;
                    end else good <= good + 2'd1;
                end
                LOCK: if (at_boundary) begin
                    if (hit) bad <= 2'd0;
                    else if (bad == LOSS_N - 1) begin
                        st <= HUNT; locked <= 1'b0;
                    end else bad <= bad + 2'd1;
                end
                default: st <= HUNT;
            endcase
        end
    end
endmodule
