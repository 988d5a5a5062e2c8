// mant_align16: floating-point operand alignment for a half-precision
// style adder (5-bit exponent, 11-bit mantissa incl. hidden bit).
// Picks the larger operand, right-shifts the smaller mantissa by the
// exponent difference and keeps guard / round / sticky bits.
// bypass = 1 passes the operands through unaligned (debug mode).
module mant_align16 (
    input  wire [4:0]  exp_a,
    input  wire [10:0] man_a,
    input  wire [4:0]  exp_b,
    input  wire [10:0] man_b,
    input  wire        bypass,
    output wire [4:0]  exp_big,
    output wire [10:0] man_big,
    output wire [13:0] man_small_al,   // {mantissa, guard, round, sticky}
    output wire        swapped
);
    wire a_ge_b = ({exp_a, man_a} >= {exp_b, man_b});
    wire [4:0]  e_hi = a_ge_b ? exp_a : exp_b;
    wire [4:0]  e_lo = a_ge_b ? exp_b : exp_a;
    wire [10:0] m_hi = a_ge_b ? man_a : man_b;
    wire [10:0] m_lo = a_ge_b ? man_b : man_a;
    wire [4:0]  diff = e_hi - e_lo;

    // shift {m_lo, 000} right by diff, saturating at 14 positions
    wire [13:0] ext   = {m_lo, 3'b000};
    wire [3:0]  sh    = (diff > 5'd13) ? 4'd14 : diff[3:0];
    wire [27:0] wide  = {ext, 14'd0} >> sh;
    wire [13:0] kept  = wide[27:14];
    wire        stick = |wide[13:0];
    wire [13:0] aligned = {kept[13:1], kept[0] | stick};

    assign exp_big      = bypass ? exp_a : e_hi;
    assign man_big      = bypass ? man_a : m_hi;
    assign man_small_al = bypass ? {man_b, 3'b000} : aligned;
    assign swapped      = bypass ? 1'b0 : ~a_ge_b;
endmodule
