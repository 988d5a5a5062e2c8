// prairie_alu: 8-bit combinational ALU with flags, for a small accumulator CPU
// op: 0 ADD, 1 SUB, 2 AND, 3 OR, 4 XOR, 5 SHL (by b[2:0]), 6 SHR logical, 7 SLT (signed a < b)
// Flags: z (result zero), c (carry out / borrow for SUB), v (signed overflow on ADD/SUB), n (result[7]).
module prairie_alu (
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output wire       z,
    output reg        c,
    output reg        v,
    output wire       n
);
    wire [8:0] sum  = {1'b0, a} + {1'b0, b};
    wire [8:0] diff = {1'b0, a} - {1'b0, b};

    always @* begin
        y = 8'd0;
        c = 1'b0;
        v = 1'b0;
        case (op)
            3'd0: begin
                y = sum[7:0];
                c = sum[8];
                v = (a[7] == b[7]) && (y[7] != a[7]);
            end
            3'd1: begin
                y = diff[7:0];
                c = diff[8];
                v = (a[7] != b[7]) && (y[7] != a[7]);
            end
            3'd2: y = a & b;
            3'd3: y = a | b;
            3'd4: y = a ^ b;
            3'd5: y = a << b[2:0];
            3'd6: y = a >> b[2:0];
            3'd7: y = {7'd0, ($signed(a) < $signed(b))};
            default: y = 8'd0;
        endcase
    end

    assign z = (y == 8'd0);
    assign n = y[7];
endmodule
