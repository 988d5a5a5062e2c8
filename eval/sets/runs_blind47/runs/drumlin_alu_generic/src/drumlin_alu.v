// drumlin_alu: 16-bit registered ALU (add, sub, and, or, xor, shift left/right, set-less-than)
// with zero / carry / overflow flags. Inputs and result are registered.
module drumlin_alu (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [2:0]  op,
    input  wire [15:0] a,
    input  wire [15:0] b,
    output reg  [15:0] y,
    output reg         zf,
    output reg         cf,
    output reg         vf
);
    reg [2:0]  op_q;
    reg [15:0] a_q, b_q;
    reg [16:0] res;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            op_q <= 3'd0; a_q <= 16'd0; b_q <= 16'd0;
        end else begin
            op_q <= op; a_q <= a; b_q <= b;
        end
    end

    always @* begin
        case (op_q)
            3'd0: res = {1'b0, a_q} + {1'b0, b_q};
            3'd1: res = {1'b0, a_q} - {1'b0, b_q};
            3'd2: res = {1'b0, a_q & b_q};
            3'd3: res = {1'b0, a_q | b_q};
            3'd4: res = {1'b0, a_q ^ b_q};
            3'd5: res = {1'b0, a_q << b_q[3:0]};
            3'd6: res = {1'b0, a_q >> b_q[3:0]};
            default: res = {16'd0, $signed(a_q) < $signed(b_q)};
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y <= 16'd0; zf <= 1'b0; cf <= 1'b0; vf <= 1'b0;
        end else begin
            y  <= res[15:0];
            zf <= (res[15:0] == 16'd0);
            cf <= res[16];
            vf <= (op_q == 3'd0) ? (a_q[15] == b_q[15]) && (res[15] != a_q[15]) :
                  (op_q == 3'd1) ? (a_q[15] != b_q[15]) && (res[15] != a_q[15]) : 1'b0;
        end
    end
endmodule
