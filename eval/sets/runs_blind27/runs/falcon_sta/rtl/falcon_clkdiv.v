// Two-domain design: a fast core clock, a divide-by-4 clock made from it, and an independent sample clock.
module falcon_clkdiv (
    input  wire       clk_core,
    input  wire       clk_smp,
    input  wire       rst_n,
    input  wire [7:0] smp_in,
    output reg  [7:0] slow_acc,
    output reg  [7:0] smp_hold,
    output wire       clk_div4
);
    reg [1:0] div;
    always @(posedge clk_core or negedge rst_n) begin
        if (!rst_n) div <= 2'd0;
        else        div <= div + 2'd1;
    end
    assign clk_div4 = div[1];

    // sample domain register
    always @(posedge clk_smp or negedge rst_n) begin
        if (!rst_n) smp_hold <= 8'd0;
        else        smp_hold <= smp_in;
    end

    // slow domain accumulates the sampled value (crosses from clk_smp with no synchronizer)
    always @(posedge clk_div4 or negedge rst_n) begin
        if (!rst_n) slow_acc <= 8'd0;
        else        slow_acc <= slow_acc + smp_hold;
    end
endmodule
