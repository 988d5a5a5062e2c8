// corundum_alu8 rev2 (work in progress): adds a rotate-left opcode in place of "pass b".
// Same ports as corundum_alu8; op 7 now rotates a left by one bit.
module corundum_alu8 (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire [2:0] op,
    output reg  [7:0] y,
    output wire       zf,
    output reg        cf,
    output wire       nf,
    output reg        vf
);
    reg [8:0] wide;

    always @(*) begin
        wide = 9'd0;
        cf   = 1'b0;
        vf   = 1'b0;
        case (op)
            3'd0: begin
                wide = {1'b0, a} + {1'b0, b};
                y    = wide[7:0];
                cf   = wide[8];
                vf   = (a[7] == b[7]) && (y[7] != a[7]);
            end
            3'd1: begin
                wide = {1'b0, a} - {1'b0, b};
                y    = wide[7:0];
                cf   = wide[8]
                vf   = (a[7] != b[7]) && (y[7] != a[7]);
            end
            3'd2: y = a & b;
            3'd3: y = a | b;
            3'd4: y = a ^ b;
            3'd5: begin y = {a[6:0], 1'b0}; cf = a[7]; end
            3'd6: begin y = {1'b0, a[7:1]}; cf = a[0]; end
            default: begin y = {a[6:0], a[7]}; cf = a[7]; end
        endcase
    end

    assign zf = (y == 8'd0);
    assign nf = y[7];
endmodule
