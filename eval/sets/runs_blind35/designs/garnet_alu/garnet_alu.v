// garnet_alu: 8-bit ALU with registered result and flags (zero, carry, negative, overflow).
// Ports: clk, rst, op[2:0], a[7:0], b[7:0] -> y[7:0], z, c, n, v
// op: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 shift left by b[2:0], 6 shift right by b[2:0], 7 set-less-than (signed)
module garnet_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        z,
    output reg        c,
    output reg        n,
    output reg        v
);
    reg [8:0] r;
    reg       ovf;
    wire [8:0] sum  = {1'b0, a} + {1'b0, b};
    wire [8:0] diff = {1'b0, a} - {1'b0, b};

    always @(*) begin
        ovf = 1'b0;
        case (op)
            3'd0: begin r = sum;  ovf = (a[7] == b[7]) && (sum[7] != a[7]); end
            3'd1: begin r = diff; ovf = (a[7] != b[7]) && (diff[7] != a[7]); end
            3'd2: r = {1'b0, a & b};
            3'd3: r = {1'b0, a | b};
            3'd4: r = {1'b0, a ^ b};
            3'd5: r = {1'b0, a} << b[2:0];
            3'd6: r = {1'b0, a >> b[2:0]};
            default: r = {8'd0, ($signed(a) < $signed(b))};
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            y <= 8'd0; z <= 1'b0; c <= 1'b0; n <= 1'b0; v <= 1'b0;
        end else begin
            y <= r[7:0];
            z <= (r[7:0] == 8'd0);
            c <= r[8];
            n <= r[7];
            v <= ovf;
        end
    end
endmodule
