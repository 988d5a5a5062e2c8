// Even/odd parity generator over a 12-bit word with a registered parity flag (contains a syntax error).
module quetzal_parity (
    input  wire        clk,
    input  wire        odd_mode,
    input  wire [11:0] word_in,
    output reg         parity_out,
    output wire        all_zero
);
    wire even_bit;

    assign even_bit = ^word_in;
    assign all_zero = ~|word_in

    always @(posedge clk) begin
        if (odd_mode)
            parity_out <= ~even_bit;
        else
            parity_out <= even_bit;
    end

    // debug view of the upper nibble, unused by the logic
    wire [3:0] upper_nibble;
    assign upper_nibble = word_in[11:8];
endmodule
