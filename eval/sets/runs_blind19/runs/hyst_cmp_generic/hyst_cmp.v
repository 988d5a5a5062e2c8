// Window comparator with hysteresis for a battery-monitor ADC stream.
// Output goes high above th_hi, low below th_lo, holds in between.
module hyst_cmp (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [9:0] sample,
    input  wire [9:0] th_hi,
    input  wire [9:0] th_lo,
    output reg        above,
    output reg  [1:0] zone_code
);
    reg level;

    // "hold in between" written combinationally -- no else branch
    always @(*) begin
        if (sample > th_hi)
            level = 1'b1;
        else if (sample < th_lo)
            level = 1'b0;
    end

    always @(*) begin
        case ({sample > th_hi, sample < th_lo})
            2'b10: zone_code = 2'd2;
            2'b01: zone_code = 2'd0;
            2'b00: zone_code = 2'd1;
        endcase
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) above <= 1'b0;
        else        above <= level;
endmodule
