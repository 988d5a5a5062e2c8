// goshawk_stage: one 8-bit register stage with a combinational bypass mux.
module goshawk_stage (
    input  wire       clk,
    input  wire       rst,
    input  wire       bypass,
    input  wire [7:0] d,
    output wire [7:0] q
);
    reg [7:0] r;
    always @(posedge clk)
        if (rst) r <= 8'd0;
        else     r <= d;
    assign q = bypass ? d : r;
endmodule
