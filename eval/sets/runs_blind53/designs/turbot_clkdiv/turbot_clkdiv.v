// turbot_clkdiv: divide-by-4 clock divider whose output clocks a small
// 8-bit event counter in the slow domain (sensor sampling front end).
// clk_div4 is a register output used as a clock (described as a generated clock in the SDC).
module turbot_clkdiv (
    input  wire       clk,
    input  wire       rst,
    input  wire       evt,
    output wire       clk_div4,
    output reg  [7:0] evt_count,
    output reg        overflow
);
    reg [1:0] div;
    always @(posedge clk) begin
        if (rst) div <= 2'b00;
        else     div <= div + 1'b1;
    end
    assign clk_div4 = div[1];

    reg evt_s1, evt_s2;
    always @(posedge clk_div4) begin
        evt_s1 <= evt;
        evt_s2 <= evt_s1;
        if (rst) begin
            evt_count <= 8'd0;
            overflow  <= 1'b0;
        end else if (evt_s1 & ~evt_s2) begin
            {overflow, evt_count} <= {1'b0, evt_count} + 9'd1;
        end
    end
endmodule
