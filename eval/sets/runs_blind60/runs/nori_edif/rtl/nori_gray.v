// nori_gray: 6-bit Gray-code counter with binary shadow and Gray-to-binary decoder
// Ports: clk, rst, inc, gray[5:0], bin_out[5:0]
module nori_gray (
    input  wire       clk,
    input  wire       rst,
    input  wire       inc,
    output reg  [5:0] gray,
    output wire [5:0] bin_out
);
    reg [5:0] bin;
    wire [5:0] bin_next = bin + 1'b1;
    always @(posedge clk) begin
        if (rst) begin
            bin <= 0; gray <= 0;
        end else if (inc) begin
            bin  <= bin_next;
            gray <= bin_next ^ (bin_next >> 1);
        end
    end
    // decode Gray back to binary (check path)
    genvar i;
    generate
        for (i = 0; i < 6; i = i + 1) begin : g2b
            assign bin_out[i] = ^(gray >> i);
        end
    endgenerate
endmodule
