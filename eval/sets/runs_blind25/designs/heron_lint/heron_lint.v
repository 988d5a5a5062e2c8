// Status-flag collector for a sensor hub that was left with lint problems (double drivers, undriven nets, width mismatch).
module heron_lint (
    input  wire        clk,
    input  wire        rst,
    input  wire [7:0]  flags_in,
    input  wire [3:0]  mask,
    input  wire        clr,
    output wire [7:0]  status,
    output wire        irq,
    output wire [3:0]  level
);
    reg  [7:0] sticky;
    wire [7:0] masked;
    wire       spare_en;          // never driven
    wire [5:0] wide_sum;

    assign masked = flags_in & {mask, mask};

    always @(posedge clk)
        if (rst || clr) sticky <= 8'd0;
        else            sticky <= sticky | masked;

    // second driver on the same net: left over from an old revision
    assign irq = |sticky;
    assign irq = spare_en & sticky[0];

    assign wide_sum = sticky[3:0] + sticky[7:4];
    assign level    = wide_sum;              // 6 bits into 4
    assign status   = {sticky[7:1], spare_en};
endmodule
