// langur_osc: event counter gated by an enable chain; the gating logic feeds back on itself (combinational loop)
module langur_osc (
    input  wire       clk,
    input  wire       rst,
    input  wire       arm,
    input  wire       stop,
    input  wire       evt,
    output reg  [7:0] count,
    output wire       active
);
    wire n1, n2, n3;

    // intended as a set/reset enable, written as cross-coupled gates: loop through n1 -> n2 -> n3 -> n1
    assign n1 = ~(arm  | n3);
    assign n2 = ~(stop | n1);
    assign n3 = ~(n2 & ~rst);
    assign active = n2;

    always @(posedge clk) begin
        if (rst)
            count <= 8'd0;
        else if (active && evt)
            count <= count + 1'b1;
    end
endmodule
