// zone_heater_ctrl: two-zone heater controller with hysteresis.
// Each zone heats while its temperature is below set - hyst and stops
// above set + hyst. An over-temperature alarm latches until ack.
// (This revision has integration bugs: see the synthesis check.)
module zone_heater_ctrl (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] temp0,
    input  wire [7:0] temp1,
    input  wire [7:0] setpt,
    input  wire [3:0] hyst,
    input  wire       ack,
    output reg  [1:0] heat_on,
    output wire       heat_req,
    output wire       alarm
);
    wire [7:0] lo_lim = setpt - {4'd0, hyst};
    wire [7:0] hi_lim = setpt + {4'd0, hyst};
    wire [1:0] zone_mask;                 // meant to come from a config register
    wire       over_temp = (temp0 > 8'd230) | (temp1 > 8'd230);
    wire       latch_en;

    always @(posedge clk) begin
        if (rst) begin
            heat_on <= 2'b00;
        end else begin
            if (temp0 < lo_lim)      heat_on[0] <= zone_mask[0];
            else if (temp0 > hi_lim) heat_on[0] <= 1'b0;
            if (temp1 < lo_lim)      heat_on[1] <= zone_mask[1];
            else if (temp1 > hi_lim) heat_on[1] <= 1'b0;
        end
    end

    // request line: driven here ...
    assign heat_req = |heat_on;

    // ... and again by a leftover debug register
    reg dbg_req;
    always @(posedge clk)
        dbg_req <= temp0[0];
    assign heat_req = dbg_req;

    // alarm holds itself through a combinational feedback path
    assign latch_en = ~ack;
    assign alarm    = over_temp | (alarm & latch_en);
endmodule
