// agouti_clkdiv: divide-by-4 clock generator driving a slow-domain 10-bit timer
// Ports: clk (fast), rst, load, preset[9:0] -> clk_div4, expired, count[9:0]
// The timer runs on clk_div4 (a flop-generated clock) and counts down from preset.
module agouti_clkdiv (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [9:0] preset,
    output wire       clk_div4,
    output reg        expired,
    output reg  [9:0] count
);
    reg [1:0] div;
    always @(posedge clk or posedge rst)
        if (rst) div <= 2'b00;
        else     div <= div + 2'b01;

    assign clk_div4 = div[1];

    always @(posedge clk_div4 or posedge rst) begin
        if (rst) begin
            count   <= 10'd0;
            expired <= 1'b0;
        end else if (load) begin
            count   <= preset;
            expired <= 1'b0;
        end else if (count != 10'd0) begin
            count   <= count - 10'd1;
            expired <= (count == 10'd1);
        end
    end
endmodule
