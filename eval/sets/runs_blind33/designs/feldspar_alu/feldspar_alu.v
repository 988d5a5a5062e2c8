// feldspar_alu: 8-bit ALU (add, sub, and, or, xor, shifts, compare) with flags; adder instance has a port width mismatch
module feldspar_alu (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire [2:0] op,
    output reg  [7:0] y,
    output wire       zero,
    output reg        carry
);
    wire [3:0] sum_lo;
    wire       c_lo;
    wire [8:0] diff = {1'b0, a} - {1'b0, b};

    // BUG: feldspar_add4 has 4-bit operand ports but 8-bit buses are connected
    feldspar_add4 u_add (
        .x(a),
        .y(b),
        .cin(1'b0),
        .s(sum_lo),
        .cout(c_lo)
    );

    always @(*) begin
        carry = 1'b0;
        case (op)
            3'd0: begin y = {4'b0000, sum_lo}; carry = c_lo; end
            3'd1: begin y = diff[7:0];         carry = diff[8]; end
            3'd2: y = a & b;
            3'd3: y = a | b;
            3'd4: y = a ^ b;
            3'd5: y = a << b[2:0];
            3'd6: y = a >> b[2:0];
            default: y = (a < b) ? 8'd1 : 8'd0;
        endcase
    end

    assign zero = (y == 8'd0);
endmodule

module feldspar_add4 (
    input  wire [3:0] x,
    input  wire [3:0] y,
    input  wire       cin,
    output wire [3:0] s,
    output wire       cout
);
    assign {cout, s} = x + y + cin;
endmodule
