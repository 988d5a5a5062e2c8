// jarrah_timer: programmable interval timer with a divide-by-4 prescaler clock
// Ports: clk, rst, reload[11:0] -> irq, count[11:0]
// clk_div4 (a flop output) clocks the 12-bit down-counter; irq pulses on terminal count.
module jarrah_timer (
    input  wire        clk,
    input  wire        rst,
    input  wire [11:0] reload,
    output reg         irq,
    output reg  [11:0] count
);
    reg [1:0] pre;
    reg       clk_div4;
    always @(posedge clk) begin
        if (rst) begin
            pre <= 0; clk_div4 <= 0;
        end else begin
            pre <= pre + 1;
            if (pre == 2'd1 || pre == 2'd3) clk_div4 <= ~clk_div4;
        end
    end
    always @(posedge clk_div4 or posedge rst) begin
        if (rst) begin
            count <= 12'd0; irq <= 0;
        end else if (count == 12'd0) begin
            count <= reload; irq <= 1;
        end else begin
            count <= count - 12'd1; irq <= 0;
        end
    end
endmodule
