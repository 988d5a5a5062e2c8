// edge_pulse: one-cycle pulse on rising and/or falling edge.
module edge_pulse #(parameter RISE = 1, parameter FALL = 0) (
    input  wire clk,
    input  wire rst_n,
    input  wire lvl,
    output wire pulse
);
    reg prev;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) prev <= 1'b0;
        else        prev <= lvl;

    wire r = lvl & ~prev;
    wire f = ~lvl & prev;
    assign pulse = (RISE ? r : 1'b0) | (FALL ? f : 1'b0);
endmodule
