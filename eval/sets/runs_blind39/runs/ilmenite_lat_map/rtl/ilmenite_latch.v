// ilmenite_latch: latch-based configuration bank with a latch-based clock gate
// cfg_we/cfg_addr write one of four 8-bit configuration words into transparent-high
// latches (level sensitive, no clock). A classic ICG (latch transparent while clk is
// low, ANDed with clk) gates the clock of a small 8-bit accumulator that adds the
// selected config word whenever acc_en is high.
module ilmenite_latch (
    input  wire       clk,
    input  wire       rst,
    input  wire       cfg_we,
    input  wire [1:0] cfg_addr,
    input  wire [7:0] cfg_data,
    input  wire [1:0] sel,
    input  wire       acc_en,
    output reg  [7:0] acc
);
    reg [7:0] cfg0, cfg1, cfg2, cfg3;

    // level-sensitive config latches (intended)
    always @* begin
        if (cfg_we && cfg_addr == 2'd0) cfg0 = cfg_data;
    end
    always @* begin
        if (cfg_we && cfg_addr == 2'd1) cfg1 = cfg_data;
    end
    always @* begin
        if (cfg_we && cfg_addr == 2'd2) cfg2 = cfg_data;
    end
    always @* begin
        if (cfg_we && cfg_addr == 2'd3) cfg3 = cfg_data;
    end

    // clock gate: enable latched while clk is low
    reg en_lat;
    always @* begin
        if (!clk) en_lat = acc_en | rst;
    end
    wire gclk = clk & en_lat;

    reg [7:0] addend;
    always @* begin
        case (sel)
            2'd0: addend = cfg0;
            2'd1: addend = cfg1;
            2'd2: addend = cfg2;
            default: addend = cfg3;
        endcase
    end

    always @(posedge gclk) begin
        if (rst)
            acc <= 8'd0;
        else
            acc <= acc + addend;
    end
endmodule
