// 16-bit registered ALU built from three sub-units
module add16 (input wire [15:0] a, input wire [15:0] b, input wire cin,
              output wire [15:0] s, output wire cout);
    assign {cout, s} = a + b + cin;
endmodule

module logic16 (input wire [15:0] a, input wire [15:0] b, input wire [1:0] fn,
                output reg [15:0] y);
    always @(*) begin
        case (fn)
            2'b00: y = a & b;
            2'b01: y = a | b;
            2'b10: y = a ^ b;
            default: y = ~a;
        endcase
    end
endmodule

module shift16 (input wire [15:0] a, input wire [3:0] sh, input wire dir,
                output wire [15:0] y);
    assign y = dir ? (a >> sh) : (a << sh);
endmodule

module alu16_top (
    input  wire        clk,
    input  wire [15:0] op_a,
    input  wire [15:0] op_b,
    input  wire [2:0]  opcode,
    output reg  [15:0] result,
    output reg         carry
);
    wire [15:0] sum, lres, sres;
    wire        co;
    add16   u_add (.a(op_a), .b(op_b), .cin(opcode[0]), .s(sum), .cout(co));
    logic16 u_log (.a(op_a), .b(op_b), .fn(opcode[1:0]), .y(lres));
    shift16 u_shf (.a(op_a), .sh(op_b[3:0]), .dir(opcode[0]), .y(sres));
    always @(posedge clk) begin
        case (opcode[2:1])
            2'b00, 2'b01: begin result <= (opcode[2:1] == 2'b00) ? sum : lres; carry <= co; end
            2'b10:        begin result <= lres; carry <= 1'b0; end
            default:      begin result <= sres; carry <= 1'b0; end
        endcase
    end
endmodule
