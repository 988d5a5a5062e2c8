// Saturating adder used for the bucket level.
module lb_sat_add (
    input  wire [11:0] a,
    input  wire [11:0] b,
    output wire [11:0] s
);
    wire [12:0] full = a + b;
    assign s = full[12] ? 12'hfff : full[11:0];
endmodule
