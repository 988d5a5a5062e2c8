// goldcrest_gray: 8-bit Gray-code counter with enable, binary and Gray outputs.
// Ports: clk, rst_n (async, active low), en -> gray[7:0], bin[7:0].
// The Gray output is registered so it is glitch-free for a downstream CDC.
module goldcrest_gray (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    output reg  [7:0] gray,
    output reg  [7:0] bin
);
    wire [7:0] bin_next  = bin + 8'd1;
    wire [7:0] gray_next = bin_next ^ (bin_next >> 1);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bin  <= 8'd0;
            gray <= 8'd0;
        end else if (en) begin
            bin  <= bin_next;
            gray <= gray_next;
        end
    end
endmodule
