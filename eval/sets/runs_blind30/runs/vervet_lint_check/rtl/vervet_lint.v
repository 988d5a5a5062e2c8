// vervet_lint: status flag combiner with lint problems (multiple drivers, implicit wire, width mismatch)
module vervet_inv (
    input  wire [3:0] a,
    output wire [3:0] y
);
    assign y = ~a;
endmodule

module vervet_lint (
    input  wire       clk,
    input  wire [3:0] flags,
    input  wire [7:0] mask,
    input  wire       force_hi,
    output reg  [7:0] status,
    output wire       any_set,
    output wire [3:0] inv_flags
);
    wire [3:0] masked;

    // width mismatch: 8-bit mask ANDed into a 4-bit net (upper bits silently dropped)
    assign masked = flags & mask;

    // implicit wire: flags_n is never declared, becomes a 1-bit net
    vervet_inv u_inv (.a(masked), .y(flags_n));
    assign inv_flags = flags_n;

    // multiple drivers: any_set driven twice
    assign any_set = |masked;
    assign any_set = force_hi;

    always @(posedge clk)
        status <= {4'b0000, masked};
endmodule
