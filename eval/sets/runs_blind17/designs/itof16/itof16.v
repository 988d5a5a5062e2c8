// itof16: converts a 16-bit unsigned integer to an 8-bit minifloat
// (4-bit exponent, 4-bit mantissa with hidden one, truncating).
// Purely combinational; used inside a sensor front end.
// Example: 0x0123 -> lz=7, exponent 8, mantissa 0x2 (value 1.125*2^8).
// Zero input gives is_zero=1 and an all-zero code.
module lzc16 (
    input  wire [15:0] x,
    output reg  [4:0]  zeros
);
    integer i;
    reg found;
    always @* begin
        zeros = 5'd16;
        found = 1'b0;
        for (i = 15; i >= 0; i = i - 1) begin
            if (!found && x[i]) begin
                zeros = 15 - i;
                found = 1'b1;
            end
        end
    end
endmodule

module itof16 (
    input  wire [15:0] int_in,
    input  wire        round_en,
    output wire [3:0]  exp_out,
    output wire [3:0]  man_out,
    output wire        is_zero,
    output wire        inexact,
    output wire [4:0]  shift_amt,
    output wire        big       // value needs the top exponent (>= 0x8000)
);
    wire [4:0]  lz;
    lzc16 u_lzc (.x(int_in), .zeros(lz));

    wire [15:0] norm = int_in << lz;       // leading one at bit 15
    wire [3:0]  e    = 4'd15 - lz[3:0];
    wire [3:0]  m_tr = norm[14:11];
    wire        rbit = norm[10];
    wire [4:0]  m_rn = m_tr + (round_en & rbit);

    assign is_zero = (lz == 5'd16);
    assign exp_out = is_zero ? 4'd0 : (m_rn[4] ? e + 4'd1 : e);
    assign man_out = is_zero ? 4'd0 : (m_rn[4] ? 4'd0 : m_rn[3:0]);
    assign inexact = |norm[10:0];

    // debug / range outputs used by the sensor front end
    assign shift_amt = lz;
    assign big       = int_in[15];
endmodule
