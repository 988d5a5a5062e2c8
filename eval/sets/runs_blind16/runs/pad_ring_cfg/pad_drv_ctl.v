// Per-pad drive control: 6-bit setting = {slew, pull[1:0], drive[2:0]}.
module pad_drv_ctl (
    input  wire       clk,
    input  wire       we,
    input  wire [5:0] setting,
    output reg  [5:0] cur,
    output wire       weak
);
    always @(posedge clk)
        if (we)
            cur <= setting;
    assign weak = (cur[2:0] < 3'd2);
endmodule
