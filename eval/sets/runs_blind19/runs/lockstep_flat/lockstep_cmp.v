// Dual-core lockstep wrapper: the shadow core gets its inputs one cycle
// late, its result is compared against a delayed copy of the main result.
module lockstep_cmp (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [1:0] op,
    input  wire [7:0] operand,
    input  wire       err_clr,
    output wire [7:0] result,
    output wire       fault,
    output wire [3:0] fault_cnt
);
    reg        en_d;
    reg [1:0]  op_d;
    reg [7:0]  operand_d;
    reg [7:0]  result_d;
    reg        zero_d;
    wire [7:0] acc_main, acc_shadow;
    wire       zero_main, zero_shadow;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            en_d <= 1'b0; op_d <= 2'd0; operand_d <= 8'd0;
            result_d <= 8'd0; zero_d <= 1'b1;
        end else begin
            en_d <= en; op_d <= op; operand_d <= operand;
            result_d <= acc_main; zero_d <= zero_main;
        end

    ls_core u_main   (.clk(clk), .rst_n(rst_n), .en(en),   .op(op),   .operand(operand),
                      .acc(acc_main),   .zero(zero_main));
    ls_core u_shadow (.clk(clk), .rst_n(rst_n), .en(en_d), .op(op_d), .operand(operand_d),
                      .acc(acc_shadow), .zero(zero_shadow));
    ls_compare u_cmp (.clk(clk), .rst_n(rst_n), .clr(err_clr),
                      .acc_a(result_d), .acc_b(acc_shadow),
                      .zero_a(zero_d),  .zero_b(zero_shadow),
                      .mismatch(fault), .err_cnt(fault_cnt));
    assign result = acc_main;
endmodule
