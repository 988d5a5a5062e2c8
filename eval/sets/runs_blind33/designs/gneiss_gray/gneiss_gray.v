// gneiss_gray: 6-bit Gray-code up counter with enable and binary readback (contains a syntax error: missing semicolon)
module gneiss_gray (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    output reg  [5:0] gray,
    output wire [5:0] bin
);
    reg [5:0] bin_q;
    wire [5:0] bin_next = bin_q + 1'b1;

    always @(posedge clk) begin
        if (rst) begin
            bin_q <= 6'd0;
            gray  <= 6'd0;
        end else if (en) begin
            bin_q <= bin_next
            gray  <= bin_next ^ (bin_next >> 1);
        end
    end

    // gray -> binary conversion of the registered value
    genvar i;
    generate
        for (i = 0; i < 6; i = i + 1) begin : g2b
            assign bin[i] = ^gray[5:i];
        end
    endgenerate
endmodule
