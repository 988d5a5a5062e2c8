// Tiny accumulator datapath replicated for lockstep checking.
module ls_core (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        en,
    input  wire [1:0]  op,
    input  wire [7:0]  operand,
    output reg  [7:0]  acc,
    output wire        zero
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)  acc <= 8'd0;
        else if (en)
            case (op)
                2'd0: acc <= acc + operand;
                2'd1: acc <= acc - operand;
                2'd2: acc <= acc ^ operand;
                2'd3: acc <= {acc[6:0], acc[7]};
            endcase
    assign zero = (acc == 8'd0);
endmodule
