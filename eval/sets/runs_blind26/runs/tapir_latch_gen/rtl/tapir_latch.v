// Configuration shadow register bank written through transparent latches, plus a latch-based clock-enable cell.
module tapir_latch (
    input  wire       clk,
    input  wire       cfg_we,
    input  wire [1:0] cfg_sel,
    input  wire [7:0] cfg_wdata,
    input  wire       run_en,
    output reg  [7:0] mode_reg,
    output reg  [7:0] gain_reg,
    output reg  [3:0] thresh_reg,
    output wire       gclk,
    output reg  [7:0] tick
);
    // level-sensitive config writes: intentional latches
    always @(*) begin
        if (cfg_we && cfg_sel == 2'd0) mode_reg = cfg_wdata;
    end
    always @(*) begin
        if (cfg_we && cfg_sel == 2'd1) gain_reg = cfg_wdata;
    end
    always @(*) begin
        if (cfg_we && cfg_sel == 2'd2) thresh_reg = cfg_wdata[3:0];
    end

    // classic latch-based clock gate: enable latched while clk is low
    reg en_lat;
    always @(*) begin
        if (!clk) en_lat = run_en;
    end
    assign gclk = clk & en_lat;

    always @(posedge gclk) tick <= tick + 8'd1;
endmodule
