// 16-stage 4-bit delay line (back-to-back registers)
module dly_line16 (
    input  wire       clk,
    input  wire [3:0] din,
    output wire [3:0] dout
);
    reg [3:0] stage [0:15];
    integer i;
    always @(posedge clk) begin
        stage[0] <= din;
        for (i = 1; i < 16; i = i + 1)
            stage[i] <= stage[i-1];
    end
    assign dout = stage[15];
endmodule
