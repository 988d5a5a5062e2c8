// topi_gray: 8-bit up/down Gray-code counter for a rotary-encoder position register.
// Keeps a binary count internally and registers its Gray encoding so that only one output
// bit changes per step. dir=1 counts up, dir=0 counts down; en gates counting.
// bin_out exposes the binary value; wrap pulses when the count passes 255<->0.
module topi_gray (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire       dir,
    output reg  [7:0] gray,
    output wire [7:0] bin_out,
    output reg        wrap
);
    reg  [7:0] bin;
    wire [7:0] bin_nxt = dir ? bin + 8'd1 : bin - 8'd1;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bin  <= 8'd0;
            gray <= 8'd0;
            wrap <= 1'b0;
        end else if (en) begin
            bin  <= bin_nxt;
            gray <= bin_nxt ^ (bin_nxt >> 1);
            wrap <= dir ? (bin == 8'hFF) : (bin == 8'h00);
        end else begin
            wrap <= 1'b0;
        end
    end

    assign bin_out = bin;
endmodule
