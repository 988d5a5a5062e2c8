// hedgehog_alu_units: arithmetic, logic and shift units used by hedgehog_alu.

// ripple add / subtract (two's complement, cout = carry for ADD, borrow for SUB)
module hedgehog_addsub (
    input  [7:0] a,
    input  [7:0] b,
    input        sub,
    output [7:0] y,
    output       cout
);
    wire [8:0] r = {1'b0, a} + {1'b0, b ^ {8{sub}}} + {8'd0, sub};
    assign y    = r[7:0];
    assign cout = sub ? ~r[8] : r[8];
endmodule

// bitwise logic; sel 2 = AND, 3 = OR, 0 = XOR (op 4 has op[1:0] = 0)
module hedgehog_logic (
    input      [7:0] a,
    input      [7:0] b,
    input      [1:0] sel,
    output reg [7:0] y
);
    always @* begin
        case (sel)
            2'd2:    y = a & b;
            2'd3:    y = a | b;
            default: y = a ^ b;
        endcase
    end
endmodule

// barrel shifter, 0..7 positions; out_bit = last bit shifted out
module hedgehog_shift (
    input  [7:0] a,
    input  [2:0] amount,
    input        right,
    output [7:0] y,
    output       out_bit
);
    wire [15:0] l = {8'd0, a} << amount;
    wire [15:0] r = {a, 8'd0} >> amount;
    assign y       = right ? r[15:8] : l[7:0];
    assign out_bit = (amount == 3'd0) ? 1'b0 : (right ? r[7] : l[8]);
endmodule
