// OTP fuse-bank read sequencer: after reset it walks 16 fuse rows, asserting
// the sense strobe for SENSE_T clocks per row and shifting the sensed bit
// into a 16-bit shadow register; 'ready' rises when the walk is complete.
module otp_fuse_rd #(
    parameter SENSE_T = 5
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        fuse_bit,
    output reg  [3:0]  row,
    output reg         sense,
    output reg  [15:0] shadow,
    output reg         ready
);
    reg [2:0] t;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            row    <= 4'd0;
            sense  <= 1'b0;
            shadow <= 16'd0;
            ready  <= 1'b0;
            t      <= 3'd0;
        end else if (!ready) begin
            sense <= 1'b1;
            if (t == SENSE_T - 1) begin
                t      <= 3'd0
                shadow <= {fuse_bit, shadow[15:1]};
                sense  <= 1'b0;
                if (row == 4'd15)
                    ready <= 1'b1;
                else
                    row <= row + 1'b1;
            end else begin
                t <= t + 1'b1;
            end
        end
    end
endmodule
