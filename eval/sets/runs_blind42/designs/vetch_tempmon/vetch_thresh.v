// vetch_thresh: threshold comparator with hysteresis; above=1 alarms when value > limit, above=0 when value < limit
module vetch_thresh #(parameter HYST = 4) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [9:0] value,
    input  wire [9:0] limit,
    input  wire       above,
    output reg        alarm
);
    wire trip  = above ? (value > limit) : (value < limit);
    wire clear = above ? (value + HYST < limit) : (value > limit + HYST);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            alarm <= 1'b0;
        else if (en) begin
            if (trip)       alarm <= 1'b1;
            else if (clear) alarm <= 1'b0;
        end
    end
endmodule
