// Third-order CIC decimator, R = 4, M = 1. Integrators run on clk; a divide-by-4
// counter makes clk_dec (bit 1 of div), which clocks the comb section.
module cic3_decim (
    input                    clk,
    input                    rst,
    input      signed [7:0]  x_in,
    output reg signed [13:0] y_out,
    output reg               y_stb
);
    reg [1:0] div;
    always @(posedge clk)
        if (rst) div <= 2'd0;
        else     div <= div + 2'd1;
    wire clk_dec = div[1];

    reg signed [13:0] i1, i2, i3;
    always @(posedge clk) begin
        if (rst) begin
            i1 <= 14'sd0; i2 <= 14'sd0; i3 <= 14'sd0;
        end else begin
            i1 <= i1 + {{6{x_in[7]}}, x_in};
            i2 <= i2 + i1;
            i3 <= i3 + i2;
        end
    end

    reg signed [13:0] s0, s0_d, c1, c1_d, c2, c2_d;
    always @(posedge clk_dec) begin
        s0    <= i3;
        s0_d  <= s0;
        c1    <= s0 - s0_d;
        c1_d  <= c1;
        c2    <= c1 - c1_d;
        c2_d  <= c2;
        y_out <= c2 - c2_d;
        y_stb <= ~y_stb;
    end
endmodule
