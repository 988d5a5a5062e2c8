// parity_gen: registered even/odd parity over a 16-bit word.
module parity_gen (
    input  wire        clk,
    input  wire        odd_sel,
    input  wire [15:0] data,
    output reg         parity
);
    wire p_even;
    assign p_even = ^data
    always @(posedge clk)
        parity <= odd_sel ? ~p_even : p_even;
endmodule
