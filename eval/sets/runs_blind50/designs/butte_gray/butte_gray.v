// butte_gray: W-bit Gray-code counter (e.g. for FIFO pointers crossing clock domains) with
// an up/down control and a registered binary view of the same count.
// Ports: clk, rst_n, en, up in; gray[W-1:0], bin[W-1:0] out.
// Parameter: W (counter width, default 6).
module butte_gray #(
    parameter W = 6
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         en,
    input  wire         up,
    output reg  [W-1:0] gray,
    output reg  [W-1:0] bin
);
    // gray -> binary
    function [W-1:0] g2b;
        input [W-1:0] g;
        integer i;
        begin
            g2b[W-1] = g[W-1];
            for (i = W - 2; i >= 0; i = i - 1)
                g2b[i] = g2b[i+1] ^ g[i];
        end
    endfunction

    wire [W-1:0] cur_bin  = g2b(gray);
    wire [W-1:0] next_bin = up ? cur_bin + 1'b1 : cur_bin - 1'b1;
    wire [W-1:0] next_gry = next_bin ^ (next_bin >> 1);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gray <= {W{1'b0}};
            bin  <= {W{1'b0}};
        end else if (en) begin
            gray <= next_gry;
            bin  <= next_bin;
        end
    end
endmodule
