// sphalerite_wdt: watchdog timer; must be kicked before a 16-bit timeout expires, else bark then bite
// Uses sphalerite_prescale (in sphalerite_prescale.v) to derive a 1-in-2^PRE_LOG2 tick enable.
// bark = early warning at half the timeout, bite = reset request (sticky until rst).
module sphalerite_wdt #(
    parameter PRE_LOG2 = 4
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        kick,
    input  wire [15:0] timeout,
    output reg         bark,
    output reg         bite
);
    wire tick;
    reg [15:0] cnt;

    sphalerite_prescale #(.W(PRE_LOG2)) u_pre (.clk(clk), .rst(rst), .tick(tick));

    always @(posedge clk) begin
        if (rst) begin
            cnt  <= 16'd0;
            bark <= 1'b0;
            bite <= 1'b0;
        end else if (kick) begin
            cnt  <= 16'd0;
            bark <= 1'b0;
        end else if (tick && !bite) begin
            cnt <= cnt + 16'd1;
            if (cnt == {1'b0, timeout[15:1]}) bark <= 1'b1;
            if (cnt == timeout)               bite <= 1'b1;
        end
    end
endmodule
