// 6-bit Gray-code position counter with a Gray-to-binary decoder for an absolute rotary encoder.
module gecko_gray #(
    parameter N = 6
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         step,
    output reg  [N-1:0] gray,
    output wire [N-1:0] pos
);
    reg [N-1:0] bin;

    always @(posedge clk)
        if (rst) begin
            bin  <= 0;
            gray <= 0;
        end else if (step) begin
            bin  <= bin + 1'b1;
            gray <= (bin + 1'b1) ^ ((bin + 1'b1) >> 1);
        end

    gecko_g2b #(.N(N)) u_dec (.g(gray), .b(pos));
endmodule

module gecko_g2b #(
    parameter N = 6
) (
    input  wire [N-1:0] g,
    output reg  [N-1:0] b
);
    integer i;
    always @* begin
        b[N-1] = g[N-1];
        for (i = N-2; i >= 0; i = i - 1)
            b[i] = g[i+1] ^ g[i];
    end
endmodule
