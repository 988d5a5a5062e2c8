// bergamot_alu: 12-bit registered ALU with add/sub/logic/shift/compare ops and status flags
module bergamot_alu (
    input  wire        clk,
    input  wire        rst,
    input  wire [2:0]  op,
    input  wire [11:0] a,
    input  wire [11:0] b,
    output reg  [11:0] y,
    output reg         zero,
    output reg         carry,
    output reg         neg
);
    reg [12:0] r;
    always @* begin
        case (op)
            3'd0: r = {1'b0, a} + {1'b0, b};
            3'd1: r = {1'b0, a} - {1'b0, b};
            3'd2: r = {1'b0, a & b};
            3'd3: r = {1'b0, a | b};
            3'd4: r = {1'b0, a ^ b};
            3'd5: r = {a, 1'b0} >> 0;            // shift left by one, carry = msb out
            3'd6: r = {1'b0, a >> b[3:0]};
            default: r = {12'd0, ($signed(a) < $signed(b))};
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            y     <= 12'd0;
            zero  <= 1'b1;
            carry <= 1'b0;
            neg   <= 1'b0;
        end else begin
            y     <= r[11:0];
            zero  <= (r[11:0] == 12'd0);
            carry <= r[12];
            neg   <= r[11];
        end
    end
endmodule
