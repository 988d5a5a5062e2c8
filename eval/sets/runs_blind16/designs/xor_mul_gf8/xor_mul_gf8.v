// Combinational GF(2^8) multiplier with the AES polynomial x^8+x^4+x^3+x+1,
// plus a second output that is the product xor-ed with a round constant
// ("mix" mode) and a zero flag.  Purely combinational: no clock.
module xor_mul_gf8 (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire [7:0] rc,
    input  wire       mix,
    output wire [7:0] p,
    output wire [7:0] q,
    output wire       p_zero
);
    // xtime: multiply by x modulo the field polynomial
    function [7:0] xtime;
        input [7:0] v;
        begin
            xtime = {v[6:0], 1'b0} ^ (v[7] ? 8'h1b : 8'h00);
        end
    endfunction

    reg [7:0] acc;
    reg [7:0] sh;
    integer   i;

    always @* begin
        acc = 8'h00;
        sh  = a;
        for (i = 0; i < 8; i = i + 1) begin
            if (b[i])
                acc = acc ^ sh;
            sh = xtime(sh);
        end
    end

    assign p      = acc;
    assign q      = mix ? (acc ^ rc) : acc;
    assign p_zero = (acc == 8'h00);
endmodule
