// dikdik_lfsr: 12-bit Fibonacci LFSR (taps 12,11,10,4) with load and enable
// ports: clk, rst, en, load, seed[11:0] -> q[11:0]
module dikdik_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        en,
    input  wire        load,
    input  wire [11:0] seed,
    output reg  [11:0] q
);
    wire fb = q[11] ^ q[10] ^ q[9] ^ q[3] ^ q[0]
    always @(posedge clk) begin
        if (rst)
            q <= 12'h001;
        else if (load)
            q <= (seed == 12'h000) ? 12'h001 : seed;
        else if (en)
            q <= {q[10:0], fb};
    end
endmodule
