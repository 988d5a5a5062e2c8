// gypsum_alu: combinational WIDTH-bit ALU with 8 operations and zero/negative/carry/overflow flags
// op: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 shift left by b[2:0], 6 shift right logical, 7 set-less-than (signed)
// With `define GYPSUM_SAT the add and sub results saturate instead of wrapping (signed saturation).
module gypsum_alu #(parameter WIDTH = 8) (
    input  wire [WIDTH-1:0] a,
    input  wire [WIDTH-1:0] b,
    input  wire [2:0]       op,
    output reg  [WIDTH-1:0] y,
    output wire             zero,
    output wire             neg,
    output reg              carry,
    output reg              ovf
);
    wire [WIDTH:0] sum  = {1'b0, a} + {1'b0, b};
    wire [WIDTH:0] diff = {1'b0, a} - {1'b0, b};
    wire add_ovf = (a[WIDTH-1] == b[WIDTH-1]) && (sum[WIDTH-1] != a[WIDTH-1]);
    wire sub_ovf = (a[WIDTH-1] != b[WIDTH-1]) && (diff[WIDTH-1] != a[WIDTH-1]);
    wire [WIDTH-1:0] smax = {1'b0, {(WIDTH-1){1'b1}}};
    wire [WIDTH-1:0] smin = {1'b1, {(WIDTH-1){1'b0}}};

    always @(*) begin
        carry = 1'b0;
        ovf   = 1'b0;
        case (op)
            3'd0: begin
                y = sum[WIDTH-1:0]; carry = sum[WIDTH]; ovf = add_ovf;
`ifdef GYPSUM_SAT
                if (add_ovf) y = a[WIDTH-1] ? smin : smax;
`endif
            end
            3'd1: begin
                y = diff[WIDTH-1:0]; carry = diff[WIDTH]; ovf = sub_ovf;
`ifdef GYPSUM_SAT
                if (sub_ovf) y = a[WIDTH-1] ? smin : smax;
`endif
            end
            3'd2: y = a & b;
            3'd3: y = a | b;
            3'd4: y = a ^ b;
            3'd5: y = a << b[2:0];
            3'd6: y = a >> b[2:0];
            default: y = {{(WIDTH-1){1'b0}}, ($signed(a) < $signed(b))};
        endcase
    end

    assign zero = (y == {WIDTH{1'b0}});
    assign neg  = y[WIDTH-1];
endmodule
