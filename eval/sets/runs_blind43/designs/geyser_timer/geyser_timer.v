// geyser_timer: 16-bit programmable timer with prescaler, auto-reload and a
// compare-match interrupt flag (write-1-to-clear).
// Ports: clk, rst_n, en, presc[7:0], reload[15:0], cmp[15:0], clr_flag, count[15:0], flag.
module geyser_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        en,
    input  wire [7:0]  presc,
    input  wire [15:0] reload,
    input  wire [15:0] cmp,
    input  wire        clr_flag,
    output reg  [15:0] count,
    output reg         flag
);
    reg [7:0] pre;
    wire      step = en && (pre == presc);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pre   <= 8'd0;
            count <= 16'd0;
            flag  <= 1'b0;
        end else begin
            if (!en || step) pre <= 8'd0;
            else             pre <= pre + 8'd1;
            if (step)
                count <= (count == 16'd0) ? reload : count - 16'd1;
            if (step && count == cmp)
                flag <= 1'b1;
            else if (clr_flag)
                flag <= 1'b0;
        end
    end
endmodule
