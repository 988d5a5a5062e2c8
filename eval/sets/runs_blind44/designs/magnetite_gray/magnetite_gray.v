// magnetite_gray: 6-bit Gray-code counter with a Gray-to-binary readback port.
// The counter keeps a binary state, outputs it Gray-coded (gray = bin ^ (bin >> 1)) and
// converts the Gray value back to binary for the bin_out port (used by the debug bus).
// Ports: clk, rst, inc -> gray_out[5:0], bin_out[5:0].
module magnetite_gray (
    input  wire       clk,
    input  wire       rst,
    input  wire       inc,
    output reg  [5:0] gray_out,
    output wire [5:0] bin_out
);
    reg [5:0] bin;

    wire [5:0] bin_next  = bin + 6'd1;
    wire [5:0] gray_next = bin_next ^ (bin_next >> 1);

    always @(posedge clk) begin
        if (rst) begin
            bin      <= 6'd0;
            gray_out <= 6'd0;
        end else if (inc) begin
            bin      <= bin_next;
            gray_out <= gray_next;
        end
    end

    // Gray -> binary: each binary bit is the XOR of all Gray bits above and including it
    genvar i;
    generate
        for (i = 0; i < 5; i = i + 1) begin : g2b
            assign bin_out[i] = gray_out[i] ^ gray_out[i+1];
        end
    endgenerate
    assign bin_out[5] = gray_out[5];
endmodule
