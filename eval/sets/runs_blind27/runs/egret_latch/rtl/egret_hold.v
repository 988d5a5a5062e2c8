// Deliberate level-sensitive capture: a transparent-high latch bank and a latch-based clock gate feeding a counter.
module egret_hold (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       open_en,
    input  wire       cnt_en,
    input  wire [7:0] din,
    output reg  [7:0] held,
    output reg  [5:0] count
);
    // intended transparent latch: follows din while open_en is high
    always @(*) begin
        if (open_en)
            held = din;
    end

    // latch-based clock gate: enable is captured while clk is low
    reg en_lat;
    always @(*) begin
        if (!clk)
            en_lat = cnt_en;
    end
    wire gclk = clk & en_lat;

    always @(posedge gclk or negedge rst_n) begin
        if (!rst_n) count <= 6'd0;
        else        count <= count + 6'd1;
    end
endmodule
